// One tax document (a simplified tax invoice or a credit note) as the buyer
// reads it on the page and as it prints: the seller (logo, names, VAT number
// left to right, address), the title, its facts, its lines, its totals and
// its ZATCA QR code (absent when the seller has no VAT number). Its lines are
// a table where the width allows (A4, a screen from 600 px) and a block per
// line on a phone and an 80 mm receipt.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { invoicePageMessages as m, langOfShown, type TaxDocumentView, type TaxLine } from "@bawwaba/common";
import { QrImage } from "../../../components/QrImage";
import type { PrintLayout } from "../../../components/print/PrintSheet";
import { ltr } from "../../../lib/bidi";
import { documentFacts, documentTitle, lineFigures, lineHeaders, totalFigures, type Figure } from "../model/taxDocument";

export type SheetLayout = "screen" | PrintLayout;

// On screen the code is shown at the size it is drawn: scaled by the page,
// its modules (about 4 pixels each) would come out unequal, which a camera
// reads less surely. On paper it is drawn larger and scaled to millimetres
// without smoothing (QrImage), sharp at any printer's resolution.
const QR: Record<SheetLayout, { pixels: number; width: string | number }> = {
  screen: { pixels: 200, width: 200 },
  a4: { pixels: 240, width: "35mm" },
  thermal: { pixels: 240, width: "45mm" },
};

/**
 * Labels and values side by side. Facts (a date, a reason) wrap in their
 * value's column; amounts never break, at the end of the line, and their
 * labels wrap instead (an 80 mm receipt, a phone).
 */
function Figures({ figures, amounts = false, strongLast = false }: { figures: Figure[]; amounts?: boolean; strongLast?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: amounts ? "minmax(0, 1fr) max-content" : "minmax(0, max-content) minmax(0, 1fr)",
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {figures.map(({ label, value, testId }, index) => {
        const strong = strongLast && index === figures.length - 1;
        return (
          <Box key={testId} sx={{ display: "contents", "& > *": { fontWeight: strong ? 700 : undefined } }}>
            <Typography component="dt" sx={{ color: strong ? undefined : "text.secondary", fontSize: "0.95em" }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: "0.95em", ...(amounts ? { whiteSpace: "nowrap", textAlign: "end" } : { overflowWrap: "anywhere" }) }}
              data-testid={testId}
            >
              {value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function Seller({ document, logo }: { document: TaxDocumentView; logo?: string }) {
  const { seller } = document;
  return (
    <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
      {logo && <Box component="img" src={logo} alt={m.seller.logoAlt(seller.name)} sx={{ maxHeight: 64, maxWidth: 120, objectFit: "contain" }} />}
      <Box sx={{ minWidth: 0 }}>
        {/* The seller's and the lines' words as the document holds them, Arabic on an English page too (marked so, localizedText.ts). */}
        <Typography dir="auto" lang={langOfShown(seller.name)} sx={{ fontWeight: 700, fontSize: "1.1em", overflowWrap: "anywhere" }} data-testid="seller-name">
          {seller.name}
        </Typography>
        {seller.nameEn && (
          <Typography dir="ltr" sx={{ textAlign: "end", overflowWrap: "anywhere" }} data-testid="seller-name-en">
            {seller.nameEn}
          </Typography>
        )}
        {seller.vatNumber && (
          <Typography>
            {m.seller.vatNumber}: <span data-testid="seller-vat-number">{ltr(seller.vatNumber)}</span>
          </Typography>
        )}
        <Typography sx={{ overflowWrap: "anywhere" }}>
          {m.seller.address}: {seller.address}
        </Typography>
      </Box>
    </Box>
  );
}

const cell = { px: 1, py: 0.75, borderBottom: "1px solid", borderColor: "divider", textAlign: "start", verticalAlign: "top" } as const;

function LinesTable({ lines, currency }: { lines: TaxLine[]; currency: string }) {
  const headers = [m.lines.item, ...lineHeaders];
  return (
    <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", fontSize: "0.9em" }}>
      <thead>
        <tr>
          {headers.map((header) => (
            <Box component="th" key={header} scope="col" sx={{ ...cell, fontWeight: 700 }}>
              {header}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // A document's lines never change: their position is their identity.
          <tr key={index} data-testid="document-line">
            <Box component="th" scope="row" lang={langOfShown(line.name)} sx={{ ...cell, fontWeight: 600 }}>
              {line.name}
            </Box>
            {lineFigures(line, currency).map(({ value, testId }) => (
              <Box component="td" key={testId} sx={cell} data-testid={testId}>
                {value}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function LineBlocks({ lines, currency }: { lines: TaxLine[]; currency: string }) {
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {lines.map((line, index) => (
        <Box component="li" key={index} data-testid="document-line" sx={{ py: 1, borderBottom: "1px solid", borderColor: "divider" }}>
          <Typography dir="auto" lang={langOfShown(line.name)} sx={{ fontWeight: 600, mb: 0.5, overflowWrap: "anywhere" }}>
            {line.name}
          </Typography>
          <Figures figures={lineFigures(line, currency)} amounts />
        </Box>
      ))}
    </Box>
  );
}

export function TaxDocumentSheet({ document, logo, timeZone, layout }: { document: TaxDocumentView; logo?: string; timeZone: string; layout: SheetLayout }) {
  const wideScreen = useMediaQuery(useTheme().breakpoints.up("sm"));
  const table = layout === "a4" || (layout === "screen" && wideScreen);
  const title = documentTitle(document.kind);
  return (
    <Box
      data-testid="tax-document"
      data-kind={document.kind}
      data-number={document.number}
      sx={{ display: "flex", flexDirection: "column", gap: 1.5, textAlign: "start" }}
    >
      <Seller document={document} logo={logo} />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: layout === "thermal" ? "1.2em" : "1.4em", textAlign: "center" }}>
        {title}
      </Typography>
      <Figures figures={documentFacts(document, timeZone)} />
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {m.lines.heading}
        </Typography>
        {table ? <LinesTable lines={document.lines} currency={document.currency} /> : <LineBlocks lines={document.lines} currency={document.currency} />}
      </Box>
      {/* The totals beside their labels, not a page's width apart (A4, a wide screen). */}
      <Box sx={{ maxWidth: layout === "thermal" ? "none" : 480 }}>
        <Figures figures={totalFigures(document)} amounts strongLast />
      </Box>
      {document.qr && (
        <Box sx={{ alignSelf: "center", "& img": { width: QR[layout].width, height: "auto" } }}>
          <QrImage code={document.qr} size={QR[layout].pixels} alt={m.qrAlt(title, document.number)} testId="invoice-qr" />
        </Box>
      )}
    </Box>
  );
}
