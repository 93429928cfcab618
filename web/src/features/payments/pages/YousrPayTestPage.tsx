// `/yousr-pay-test` (super_admin): Yousr Pay's console. Its payments, live,
// with a replay of a payment's last notification and a forced decline; and
// the shop's webhook log, to see what each notification did.
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { arPublic, paymentsConsoleMessages, paymentsMessages } from "@bawwaba/common";
import { useId } from "react";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { PaymentEventsLog } from "../components/PaymentEventsLog";
import { PaymentsList } from "../components/PaymentsList";
import { TestGatewayBanner } from "../components/TestGatewayBanner";
import { useConsoleData } from "../hooks/useConsoleData";
import { usePaymentActions } from "../hooks/usePaymentActions";

const text = paymentsConsoleMessages.console;

export default function YousrPayTestPage({ routePath }: PageProps) {
  const { payments, events, loadError } = useConsoleData();
  const actions = usePaymentActions();
  const paymentsHeadingId = useId();
  const eventsHeadingId = useId();

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? paymentsMessages.gatewayName} />
      <TestGatewayBanner />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {text.loadError}
        </Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby={paymentsHeadingId} sx={{ p: 2, mb: 3 }}>
        <Typography id={paymentsHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {text.paymentsHeading}
        </Typography>
        {actions.feedback && (
          <Alert severity={actions.feedback.severity} sx={{ mb: 1 }} role="status" data-testid="payment-action-feedback">
            {actions.feedback.message}
          </Alert>
        )}
        {payments === undefined && !loadError && <CircularProgress size={28} aria-label={arPublic.shell.loading} />}
        {payments?.length === 0 && <Alert severity="info">{text.noPayments}</Alert>}
        {payments && payments.length > 0 && (
          <PaymentsList
            payments={payments}
            busyId={actions.busyId}
            onReplay={(payment) => void actions.replay(payment)}
            onForceDecline={(payment) => void actions.forceDecline(payment)}
          />
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby={eventsHeadingId} sx={{ p: 2 }}>
        <Typography id={eventsHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {text.eventsHeading}
        </Typography>
        {events === undefined && !loadError && <CircularProgress size={28} aria-label={arPublic.shell.loading} />}
        {events?.length === 0 && <Alert severity="info">{text.noEvents}</Alert>}
        {events && events.length > 0 && <PaymentEventsLog events={events} />}
      </Paper>
    </Container>
  );
}
