// The print preview: a full-screen dialog with the sheet as it prints on the
// chosen paper, the part of a long list to print, and the print button, which
// prints once the sheet's QR images are made. Only the sheet prints; the app
// and the preview's toolbar are hidden. Its own chunk, with MUI's Dialog and
// Modal (PrintTicketsButton opens it).
import { useId, useMemo, useRef, useState } from "react";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import GlobalStyles from "@mui/material/GlobalStyles";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import PrintIcon from "@mui/icons-material/Print";
import { arPublic } from "@bawwaba/common";
import { SelectField } from "../fields/SelectField";
import { chunks } from "./chunks";
import { PrintSheet, type PrintLayout } from "./PrintSheet";
import type { PrintableTicket } from "./printableTicket";

// A bulk job can hold 50,000 tickets. Each one is a QR image made on the main
// thread (lib/qrImages.ts), and the browser lays out every one of them
// before it prints: thousands at once would take minutes and could exhaust
// memory. So a sheet holds at most this many, and staff print the parts in turn.
const MAX_PER_SHEET = 200;

// A receipt roll has no fixed length: "auto" asks for the printer's own (the
// driver's roll); browsers that cannot honour it fall back to the chosen
// paper, and the sheet's 74 mm column still fits an 80 mm roll.
const PAGE_RULES: Record<PrintLayout, { size: string; margin: string }> = {
  a4: { size: "A4", margin: "10mm" },
  thermal: { size: "80mm auto", margin: "3mm" },
};

// Printed, the modal's fixed, full-height boxes would clip the sheet to one
// page (or repeat on every page), so they become ordinary blocks.
const printStyles = (layout: PrintLayout) => ({
  "@page": PAGE_RULES[layout],
  "@media print": {
    "#root, .bw-print-chrome, .MuiBackdrop-root": { display: "none !important" },
    "html, body": { overflow: "visible !important", background: "#fff !important" },
    ".bw-print-preview, .bw-print-preview .MuiDialog-container, .bw-print-preview .MuiDialog-paper, .bw-print-scroll": {
      position: "static !important",
      display: "block !important",
      height: "auto !important",
      overflow: "visible !important",
      background: "#fff !important",
      boxShadow: "none !important",
      padding: "0 !important",
    },
  },
});

const QR_SELECTOR = 'img[data-testid="ticket-qr"]';

/** QR images are made asynchronously: printing before they exist would print blank squares. */
async function printWhenQrCodesReady(sheet: HTMLElement | null, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (sheet && sheet.querySelectorAll(QR_SELECTOR).length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.print();
}

export interface PrintPreviewProps {
  tickets: PrintableTicket[];
  layout: PrintLayout;
  onClose: () => void;
}

export default function PrintPreview({ tickets, layout, onClose }: PrintPreviewProps) {
  const [part, setPart] = useState(0);
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const parts = useMemo(() => chunks(tickets, MAX_PER_SHEET), [tickets]);
  // The list may shrink while the preview is open (a deselected ticket).
  const shownPart = Math.min(part, Math.max(parts.length - 1, 0));
  const shown = parts[shownPart] ?? [];
  const { print } = arPublic.tickets;

  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      className="bw-print-preview"
      data-testid="print-preview"
      aria-labelledby={titleId}
    >
      <GlobalStyles styles={printStyles(layout)} />
      <AppBar position="sticky" color="default" elevation={1} className="bw-print-chrome">
        <Toolbar sx={{ gap: 1, flexWrap: "wrap", py: 1 }}>
          <IconButton edge="start" onClick={onClose} aria-label={print.close}>
            <CloseIcon />
          </IconButton>
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
              {print.previewTitle[layout]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {print.count(shown.length)}
            </Typography>
          </Box>
          {parts.length > 1 && (
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
          )}
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => void printWhenQrCodesReady(sheetRef.current, shown.length)}
          >
            {print.print}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        ref={sheetRef}
        className="bw-print-scroll"
        sx={{ flex: 1, overflow: "auto", bgcolor: "grey.300", p: { xs: 1, sm: 3 } }}
      >
        <PrintSheet key={`${layout}-${shownPart}`} tickets={shown} layout={layout} />
      </Box>
    </Dialog>
  );
}
