// Print tickets on an A4 office printer or an 80 mm thermal printer: each
// button opens a full-screen preview of the sheet (PrintPreview), printed with
// the browser's own dialog. The preview is its own chunk, loaded when first
// opened: most visits to the pages that offer printing never print, and it
// brings MUI's Dialog and Modal (see docs/performance.md § Libraries loaded
// on demand).
import { useState } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import PrintIcon from "@mui/icons-material/Print";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { arPublic } from "@bawwaba/common";
import { FullPageSpinner } from "../FullPageSpinner";
import { lazyChunk } from "../lazyPage";
import type { PrintLayout } from "./PrintSheet";
import type { PrintableTicket } from "./printableTicket";

const PrintPreview = lazyChunk("print-preview", () => import("./PrintPreview"), <FullPageSpinner />);

export function PrintTicketsButton({ tickets, disabled }: { tickets: PrintableTicket[]; disabled?: boolean }) {
  const [layout, setLayout] = useState<PrintLayout | null>(null);
  const { print } = arPublic.tickets;

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          disabled={disabled || tickets.length === 0}
          onClick={() => setLayout("a4")}
        >
          {print.a4}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ReceiptLongIcon />}
          disabled={disabled || tickets.length === 0}
          onClick={() => setLayout("thermal")}
        >
          {print.thermal}
        </Button>
      </Stack>
      {layout && <PrintPreview tickets={tickets} layout={layout} onClose={() => setLayout(null)} />}
    </>
  );
}
