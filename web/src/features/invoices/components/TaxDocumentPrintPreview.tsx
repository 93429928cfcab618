// A tax document's print preview: the document alone on an A4 page or an
// 80 mm receipt (components/print PrintDialog, the tickets' paper sizes and
// page rules). Its own chunk, loaded when a print button is first pressed.
import Box from "@mui/material/Box";
import { directionOf, displayLocale, type TaxDocumentView } from "@bawwaba/common";
import { PrintDialog } from "../../../components/print/PrintDialog";
import type { PrintLayout } from "../../../components/print/PrintSheet";
import { ltr } from "../../../lib/bidi";
import { documentTitle } from "../model/taxDocument";
import { TaxDocumentSheet } from "./TaxDocumentSheet";

// On paper the sheet is the page's printable width (A4 minus its 10 mm
// margins; 80 mm paper minus its 3 mm ones), on screen the same shrunk to the viewport.
const PAPER: Record<PrintLayout, { screen: object; print: object }> = {
  a4: { screen: { width: "100%", maxWidth: "190mm", p: { xs: 1.5, sm: "10mm" }, fontSize: { xs: 12, sm: 14 } }, print: { maxWidth: "none", p: 0, fontSize: "10pt" } },
  thermal: { screen: { width: "74mm", maxWidth: "100%", py: "4mm", fontSize: "10pt" }, print: {} },
};

export interface TaxDocumentPrintPreviewProps {
  document: TaxDocumentView;
  logo?: string;
  timeZone: string;
  layout: PrintLayout;
  onClose: () => void;
}

export default function TaxDocumentPrintPreview({ document, logo, timeZone, layout, onClose }: TaxDocumentPrintPreviewProps) {
  return (
    <PrintDialog layout={layout} onClose={onClose} summary={`${documentTitle(document.kind)} ${ltr(document.number)}`} qrCodes={document.qr ? 1 : 0}>
      <Box
        data-testid="print-sheet"
        data-layout={layout}
        // The page's language and direction: the sheet's words are the page's (invoicePage).
        dir={directionOf(displayLocale().language)}
        lang={displayLocale().language}
        sx={{ bgcolor: "#fff", color: "#000", mx: "auto", boxShadow: 2, ...PAPER[layout].screen, "@media print": { boxShadow: "none", ...PAPER[layout].print } }}
      >
        <TaxDocumentSheet document={document} logo={logo} timeZone={timeZone} layout={layout} />
      </Box>
    </PrintDialog>
  );
}
