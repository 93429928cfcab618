// `/youser-payment?payment=<paymentId>`: Yousr Pay's hosted checkout, where
// the payer sent by the shop approves or declines the payment; then back to
// the shop (the payment's returnUrl, the order's page). Styled as the test
// gateway it is, apart from the shop.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, callErrorMessages, DOC_ID_PATTERN, paymentsMessages, type YousrDecision, type YousrPayCheckoutResult } from "@bawwaba/common";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { priceLabel } from "../../../lib/priceLabel";
import { yousrPayDecide } from "../checkoutApi";
import { PaymentStatusChip } from "../components/PaymentStatusChip";
import { TestGatewayBanner } from "../components/TestGatewayBanner";
import { useCheckout } from "../hooks/useCheckout";

const text = paymentsMessages.checkout;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "baseline", py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ textAlign: "end", fontWeight: 600, overflowWrap: "anywhere", minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function Decision({ payment }: { payment: YousrPayCheckoutResult }) {
  const [deciding, setDeciding] = useState<YousrDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: YousrDecision) => {
    setDeciding(decision);
    setError(null);
    try {
      const result = await yousrPayDecide({ paymentId: payment.paymentId, decision });
      // Stays busy until the shop's page has replaced this one.
      window.location.assign(result.returnUrl);
    } catch (failure) {
      console.error("Could not decide the payment", failure);
      setError(callErrorMessage(failure));
      setDeciding(null);
    }
  };

  if (payment.status !== "open") {
    return (
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Alert severity={payment.status === "approved" ? "success" : "warning"} data-testid="payment-decided">
          {text.decided[payment.status]}
        </Alert>
        <Link href={payment.returnUrl} sx={{ fontWeight: 700, minHeight: 44, display: "inline-flex", alignItems: "center" }}>
          {text.backToMerchant}
        </Link>
      </Stack>
    );
  }

  const busy = deciding !== null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        variant="contained"
        color="success"
        size="large"
        disabled={busy}
        onClick={() => void decide("approve")}
        data-testid="yousr-approve"
        startIcon={deciding === "approve" ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ minHeight: 52, fontSize: 18 }}
      >
        {deciding === "approve" ? text.deciding : `${text.approve} ${priceLabel(payment.amount, payment.currency)}`}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="large"
        disabled={busy}
        onClick={() => void decide("decline")}
        data-testid="yousr-decline"
        startIcon={deciding === "decline" ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ minHeight: 48 }}
      >
        {deciding === "decline" ? text.deciding : text.decline}
      </Button>
    </Stack>
  );
}

function Checkout({ paymentId }: { paymentId: string }) {
  const state = useCheckout(paymentId);
  if (state.status === "loading") return <FullPageSpinner />;
  if (state.status === "error") return <Alert severity="error">{state.message}</Alert>;
  const { payment } = state;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid="yousr-checkout">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, color: "#0b5d4b" }}>
        {paymentsMessages.gatewayName}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <Row label={text.merchant}>{arPublic.appName}</Row>
      <Row label={text.description}>{payment.description}</Row>
      <Row label={text.amount}>
        <Typography component="span" dir="auto" sx={{ fontWeight: 800, fontSize: 22 }} data-testid="yousr-amount">
          {priceLabel(payment.amount, payment.currency)}
        </Typography>
      </Row>
      <Row label={text.status}>
        <PaymentStatusChip status={payment.status} />
      </Row>
      <Decision payment={payment} />
    </Paper>
  );
}

/** A payment id as the function accepts it: anything else names no payment (and no Firestore path). */
const isPaymentId = (id: string) => DOC_ID_PATTERN.test(id);

export default function YousrCheckoutPage({ routePath }: PageProps) {
  const paymentId = useSearchParams()[0].get("payment");
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? paymentsMessages.gatewayName} />
      <TestGatewayBanner />
      {!paymentId && <Alert severity="error">{text.noPayment}</Alert>}
      {paymentId && !isPaymentId(paymentId) && <Alert severity="error">{callErrorMessages.paymentNotFound}</Alert>}
      {paymentId && isPaymentId(paymentId) && <Checkout key={paymentId} paymentId={paymentId} />}
    </Container>
  );
}
