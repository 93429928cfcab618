// Print tickets on an A4 office printer or an 80 mm thermal printer
// (PrintLayoutButtons). The preview is its own chunk, loaded when first
// opened: most visits to the pages that offer printing never print, and it
// brings MUI's Dialog and Modal (see docs/performance.md § Libraries loaded
// on demand).
import { FullPageSpinner } from "../FullPageSpinner";
import { lazyChunk } from "../lazyPage";
import { PrintLayoutButtons } from "./PrintLayoutButtons";
import type { PrintableTicket } from "./printableTicket";

const PrintPreview = lazyChunk("print-preview", () => import("./PrintPreview"), <FullPageSpinner />);

export function PrintTicketsButton({ tickets, disabled }: { tickets: PrintableTicket[]; disabled?: boolean }) {
  return (
    <PrintLayoutButtons
      disabled={disabled || tickets.length === 0}
      preview={(layout, onClose) => <PrintPreview tickets={tickets} layout={layout} onClose={onClose} />}
    />
  );
}
