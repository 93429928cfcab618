// Print on an A4 office printer or an 80 mm thermal printer: each button
// opens the caller's full-screen preview of its sheet in that layout
// (PrintDialog), printed with the browser's own dialog. Tickets
// (PrintTicketsButton) and tax documents (features/invoices) print this way.
import { useState, type ReactNode } from "react";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import PrintIcon from "@mui/icons-material/Print";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { ticketsMessages } from "@bawwaba/common";
import type { PrintLayout } from "./PrintSheet";

export interface PrintLayoutButtonsProps {
  disabled?: boolean;
  /** The preview of the sheet in `layout`, closed by `onClose`: a lazily loaded chunk. */
  preview: (layout: PrintLayout, onClose: () => void) => ReactNode;
  /** Names the buttons for screen readers when a page has several pairs (a document's number). */
  labelOf?: (label: string) => string;
}

export function PrintLayoutButtons({ disabled, preview, labelOf }: PrintLayoutButtonsProps) {
  const [layout, setLayout] = useState<PrintLayout | null>(null);
  const { print } = ticketsMessages;
  const buttons = [
    { of: "a4", label: print.a4, icon: <PrintIcon /> },
    { of: "thermal", label: print.thermal, icon: <ReceiptLongIcon /> },
  ] as const;

  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {buttons.map(({ of, label, icon }) => (
          <Button key={of} variant="outlined" startIcon={icon} disabled={disabled} onClick={() => setLayout(of)} aria-label={labelOf?.(label)}>
            {label}
          </Button>
        ))}
      </Stack>
      {layout && preview(layout, () => setLayout(null))}
    </>
  );
}
