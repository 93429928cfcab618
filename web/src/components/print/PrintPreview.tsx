// The tickets' print preview: the sheet as it prints on the chosen paper
// (PrintDialog), and the part of a long list to print. Its own chunk
// (PrintTicketsButton opens it).
import { useMemo, useState } from "react";
import { ticketsMessages } from "@bawwaba/common";
import { SelectField } from "../fields/SelectField";
import { chunks } from "./chunks";
import { PrintDialog } from "./PrintDialog";
import { PrintSheet, type PrintLayout } from "./PrintSheet";
import type { PrintableTicket } from "./printableTicket";

// A bulk job can hold 50,000 tickets. Each one is a QR image made on the main
// thread (lib/qrImages.ts), and the browser lays out every one of them
// before it prints: thousands at once would take minutes and could exhaust
// memory. So a sheet holds at most this many, and staff print the parts in turn.
const MAX_PER_SHEET = 200;

export interface PrintPreviewProps {
  tickets: PrintableTicket[];
  layout: PrintLayout;
  onClose: () => void;
}

export default function PrintPreview({ tickets, layout, onClose }: PrintPreviewProps) {
  const [part, setPart] = useState(0);
  const parts = useMemo(() => chunks(tickets, MAX_PER_SHEET), [tickets]);
  // The list may shrink while the preview is open (a deselected ticket).
  const shownPart = Math.min(part, Math.max(parts.length - 1, 0));
  const shown = parts[shownPart] ?? [];
  const { print } = ticketsMessages;

  const partChoice = parts.length > 1 && (
    <SelectField
      size="small"
      label={print.part}
      value={shownPart}
      onChange={(event) => setPart(Number(event.target.value))}
      helperText={print.partHint(MAX_PER_SHEET)}
      sx={{ minWidth: 200, maxWidth: 360 }}
    >
      {parts.map((slice, index) => (
        <option key={index} value={index}>
          {print.partOption(index * MAX_PER_SHEET + 1, index * MAX_PER_SHEET + slice.length)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <PrintDialog layout={layout} onClose={onClose} summary={print.count(shown.length)} qrCodes={shown.length} toolbar={partChoice}>
      <PrintSheet key={`${layout}-${shownPart}`} tickets={shown} layout={layout} />
    </PrintDialog>
  );
}
