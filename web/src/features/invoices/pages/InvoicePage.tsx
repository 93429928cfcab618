// `/invoice?order=<id>#token=<accessToken>` (common/src/invoiceLink.ts): an
// online order's simplified tax invoice, then each credit note issued
// against it, then the order's money (paid, given back, still paid for),
// from getOrderInvoices by the order's private link: public, no sign-in, and
// the token stays in the fragment as on the order's page. Each document
// prints alone on A4 or an 80 mm receipt.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  arPublic,
  DEFAULT_TIME_ZONE,
  invoicePageMessages as m,
  orderLinkPath,
  parseOrderLink,
  type OrderInvoices,
  type OrderLink,
  type TaxDocumentView,
} from "@bawwaba/common";
import { useCallback } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { PrintLayoutButtons } from "../../../components/print/PrintLayoutButtons";
import { RetryAlert } from "../../../components/RetryAlert";
import { callErrorCode, callErrorMessage } from "../../../lib/callErrorMessage";
import { ltr } from "../../../lib/bidi";
import { useLoaded } from "../../../lib/useLoaded";
import { getOrderInvoices } from "../api";
import { documentTitle, moneyFigures } from "../model/taxDocument";
import { TaxDocumentSheet } from "../components/TaxDocumentSheet";

const TaxDocumentPrintPreview = lazyChunk("invoice-print", () => import("../components/TaxDocumentPrintPreview"), <FullPageSpinner />);

/** not-found: no such order, or not with this token; invalid-argument: a mangled link (as the order's page). */
const INVALID_LINK_CODES = new Set(["not-found", "invalid-argument"]);

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

function OrderInvoicesView({ link }: { link: OrderLink }) {
  const { orderId, accessToken } = link;
  const load = useCallback(() => getOrderInvoices({ orderId, accessToken }), [orderId, accessToken]);
  const { loaded, retry } = useLoaded(`${orderId}#${accessToken}`, load, "the order's invoices");

  if (loaded.status === "loading") return <FullPageSpinner />;
  if (loaded.status === "error") {
    return INVALID_LINK_CODES.has(callErrorCode(loaded.error)) ? (
      <Alert severity="error" data-testid="invoice-error">
        {arPublic.errors.orderLinkInvalid}
      </Alert>
    ) : (
      <RetryAlert message={`${m.loadFailed} ${callErrorMessage(loaded.error)}`} onRetry={retry} />
    );
  }
  const invoices = loaded.value;
  if (!invoices.invoice) return <Alert severity="info" data-testid="no-invoice">{m.noInvoice}</Alert>;
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

export default function InvoicePage() {
  const { search, hash } = useLocation();
  const link = parseOrderLink(search, hash);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={m.heading} />
      <Stack spacing={2}>
        {link ? (
          <OrderInvoicesView key={`${link.orderId}#${link.accessToken}`} link={link} />
        ) : (
          <Alert severity="error" data-testid="invoice-error">
            {arPublic.errors.orderLinkInvalid}
          </Alert>
        )}
        {link && (
          <Button component={RouterLink} to={orderLinkPath(link)} sx={{ alignSelf: "flex-start", minHeight: 44 }}>
            {m.backToOrder}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
