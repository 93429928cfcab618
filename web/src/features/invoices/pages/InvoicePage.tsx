// `/invoice?order=<id>#token=<accessToken>` (common/src/invoiceLink.ts): an
// online order's simplified tax invoice, then each credit note issued
// against it, then the order's money (paid, given back, still paid for),
// from getOrderInvoices by the order's private link: public, no sign-in, and
// the token stays in the fragment as on the order's page. The documents'
// code (InvoiceDocuments) downloads beside the call, not after it, so the
// page's own first download is light, as a public page's must be
// (docs/performance.md).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { callErrorMessages, invoicePageMessages as m, type OrderLink, orderLinkPath, parseOrderLink } from "@bawwaba/common";
import { useCallback, useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { RetryAlert } from "../../../components/RetryAlert";
import { callErrorCode, callErrorMessage } from "../../../lib/callErrorMessage";
import { leaveDisplaySettings, showInDisplaySettings } from "../../../lib/displaySettings";
import { useLoaded } from "../../../lib/useLoaded";
import { getOrderInvoices } from "../api";

const loadDocuments = () => import("../components/InvoiceDocuments");
const InvoiceDocuments = lazyChunk("invoice-documents", loadDocuments, <FullPageSpinner />);

/** not-found: no such order, or not with this token; invalid-argument: a mangled link (as the order's page). */
const INVALID_LINK_CODES = new Set(["not-found", "invalid-argument"]);

function InvalidLink() {
  return (
    <Alert severity="error" data-testid="invoice-error">
      {callErrorMessages.orderLinkInvalid}
    </Alert>
  );
}

function OrderInvoicesView({ link }: { link: OrderLink }) {
  const { orderId, accessToken } = link;
  const load = useCallback(
    () =>
      getOrderInvoices({ orderId, accessToken }).then((invoices) => {
        // Before the render that draws the documents: their dates and numbers as the organiser chose.
        showInDisplaySettings(invoices.display);
        return invoices;
      }),
    [orderId, accessToken],
  );
  useEffect(() => leaveDisplaySettings, []);
  const { loaded, retry } = useLoaded(`${orderId}#${accessToken}`, load, "the order's invoices");
  useEffect(() => {
    // A failure here is the lazy component's to show.
    loadDocuments().catch(() => {});
  }, []);

  if (loaded.status === "loading") return <FullPageSpinner />;
  if (loaded.status === "error") {
    return INVALID_LINK_CODES.has(callErrorCode(loaded.error)) ? (
      <InvalidLink />
    ) : (
      <RetryAlert message={`${m.loadFailed} ${callErrorMessage(loaded.error)}`} onRetry={retry} />
    );
  }
  return <InvoiceDocuments invoices={loaded.value} />;
}

export default function InvoicePage() {
  const { search, hash } = useLocation();
  const link = parseOrderLink(search, hash);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={m.heading} />
      {link ? (
        <Stack spacing={2}>
          <OrderInvoicesView key={`${link.orderId}#${link.accessToken}`} link={link} />
          <Button component={RouterLink} to={orderLinkPath(link)} sx={{ alignSelf: "flex-start", minHeight: 44 }}>
            {m.backToOrder}
          </Button>
        </Stack>
      ) : (
        <InvalidLink />
      )}
    </Container>
  );
}
