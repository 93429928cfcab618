// The order's documents once getOrderInvoices has answered: the invoice,
// each credit note in order, then the order's money; each document with its
// A4 and 80 mm print buttons. A chunk of its own that the page starts
// downloading beside its call (InvoicePage.tsx), so the page's first
// download is its heading and the call.
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DEFAULT_TIME_ZONE, invoicePageMessages as m, type OrderInvoices, type TaxDocumentView } from "@bawwaba/common";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk } from "../../../components/lazyPage";
import { PrintLayoutButtons } from "../../../components/print/PrintLayoutButtons";
import { ltr } from "../../../lib/bidi";
import { documentTitle, moneyFigures } from "../model/taxDocument";
import { TaxDocumentSheet } from "./TaxDocumentSheet";

const TaxDocumentPrintPreview = lazyChunk("invoice-print", () => import("./TaxDocumentPrintPreview"), <FullPageSpinner />);

function DocumentCard({ document, invoices }: { document: TaxDocumentView; invoices: OrderInvoices }) {
  const timeZone = invoices.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <TaxDocumentSheet document={document} logo={invoices.logo} timeZone={timeZone} layout="screen" />
        <PrintLayoutButtons
          labelOf={(label) => `${label}: ${documentTitle(document.kind)} ${ltr(document.number)}`}
          preview={(layout, onClose) => (
            <TaxDocumentPrintPreview document={document} logo={invoices.logo} timeZone={timeZone} layout={layout} onClose={onClose} />
          )}
        />
      </Stack>
    </Paper>
  );
}

function OrderMoney({ invoices }: { invoices: OrderInvoices }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid="order-money">
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 20, mb: 1 }}>
        {m.money.heading}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {moneyFigures(invoices).map(({ label, value, testId }) => (
          <Stack key={testId} direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

export default function InvoiceDocuments({ invoices }: { invoices: OrderInvoices }) {
  if (!invoices.invoice) {
    return (
      <Alert severity="info" data-testid="no-invoice">
        {m.noInvoice}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <DocumentCard document={invoices.invoice} invoices={invoices} />
      {invoices.creditNotes.map((note) => (
        <DocumentCard key={note.number} document={note} invoices={invoices} />
      ))}
      <OrderMoney invoices={invoices} />
    </Stack>
  );
}
