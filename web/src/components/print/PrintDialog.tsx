// The print preview's frame: a full-screen dialog with a sheet as it prints
// on the chosen paper, a toolbar (what is on the sheet, any choice of the
// caller's, the print button) and the page rules of that paper. The button
// prints once the sheet's QR images are drawn. Only the sheet prints; the
// app and the toolbar are hidden. The tickets' preview (PrintPreview) and
// the invoices' (features/invoices) are made of it, each in a chunk loaded
// when first opened, with MUI's Dialog and Modal.
import { useId, useRef, type ReactNode } from "react";
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
import { ticketsMessages } from "@bawwaba/common";
import type { PrintLayout } from "./PrintSheet";

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

/** QR images are made asynchronously (components/QrImage.tsx): printing before they exist would print blank squares. */
async function printWhenQrCodesReady(sheet: HTMLElement | null, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (sheet && sheet.querySelectorAll("img[data-qr]").length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  window.print();
}

export interface PrintDialogProps {
  layout: PrintLayout;
  onClose: () => void;
  /** What the sheet holds, under the preview's title. */
  summary: string;
  /** How many QR codes the sheet draws: printing waits for them. */
  qrCodes: number;
  /** The caller's own choice in the toolbar (a part of a long list). */
  toolbar?: ReactNode;
  /** The sheet. */
  children: ReactNode;
}

export function PrintDialog({ layout, onClose, summary, qrCodes, toolbar, children }: PrintDialogProps) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { print } = ticketsMessages;

  return (
    <Dialog fullScreen open onClose={onClose} className="bw-print-preview" data-testid="print-preview" aria-labelledby={titleId}>
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
              {summary}
            </Typography>
          </Box>
          {toolbar}
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => void printWhenQrCodesReady(sheetRef.current, qrCodes)}>
            {print.print}
          </Button>
        </Toolbar>
      </AppBar>
      <Box ref={sheetRef} className="bw-print-scroll" sx={{ flex: 1, overflow: "auto", bgcolor: "grey.300", p: { xs: 1, sm: 3 } }}>
        {children}
      </Box>
    </Dialog>
  );
}
