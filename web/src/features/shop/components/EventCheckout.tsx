// One event of the shop: what, when and where, its ticket types with what is
// left and a quantity for each, the buyer's details, the total and the way to
// pay. On a phone the total and the pay button stay in view at the bottom.
import ArrowForward from "@mui/icons-material/ArrowForward";
import Lock from "@mui/icons-material/Lock";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ar, MAX_PERSON_NAME_LENGTH, MAX_TICKETS_PER_SALE } from "@bawwaba/common";
import { useId, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { EventWhenWhere } from "../../../components/EventWhenWhere";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { focusFirstProblem } from "../../../components/focusFirstProblem";
import { TicketLine } from "../../../components/TicketLine";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { saleLines, saleTotal, ticketsInSale } from "../../../lib/cart";
import { priceLabel } from "../../../lib/priceLabel";
import { useCheckoutDraft } from "../hooks/useCheckoutDraft";
import { usePurchase } from "../hooks/usePurchase";

function BackToEvents() {
  return (
    <Button component={RouterLink} to={ROUTES.buyTickets} startIcon={<ArrowForward />} sx={{ mb: 1, minHeight: 44 }}>
      {ar.shop.backToEvents}
    </Button>
  );
}

/** `event` is undefined when the link names an event that is not on sale (any more). */
export function EventCheckout({ event, now }: { event: StoredEvent | undefined; now: number }) {
  const form = useCheckoutDraft();
  const purchase = usePurchase();
  const formRef = useRef<HTMLFormElement>(null);
  const ticketsHeadingId = useId();
  const buyerHeadingId = useId();

  if (!event) {
    return (
      <>
        <BackToEvents />
        <Alert severity="warning">{ar.shop.eventGone}</Alert>
      </>
    );
  }

  const { draft, errors } = form;
  const lines = saleLines(event, draft.cart, now);
  const count = ticketsInSale(lines);
  const total = saleTotal(lines);
  const noneOnSale = lines.every((line) => line.availability.state !== "on_sale");
  const { failure, paying } = purchase;

  const submit = () => {
    const request = form.validate(event, lines);
    if (request) void purchase.pay(request);
    else focusFirstProblem(formRef.current);
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        submit();
      }}
    >
      <BackToEvents />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700, overflowWrap: "anywhere" }}>
            {event.title}
          </Typography>
          <Chip size="small" label={ar.categories[event.category]} color="primary" variant="outlined" />
        </Stack>
        {event.description && (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: "pre-line" }}>
            {event.description}
          </Typography>
        )}
        <EventWhenWhere event={event} sx={{ mt: 1 }} />
      </Paper>

      <Stack spacing={2}>
        <Paper variant="outlined" component="section" aria-labelledby={ticketsHeadingId} sx={{ p: 2 }}>
          <Typography id={ticketsHeadingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {ar.shop.ticketsHeading}
          </Typography>
          {noneOnSale && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {ar.shop.noTypesOnSale}
            </Alert>
          )}
          {errors.items && (
            <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true" data-testid="items-error">
              {errors.items}
            </Alert>
          )}
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {lines.map((line) => (
              <TicketLine key={line.type.id} line={line} currency={event.currency} onStep={(step) => form.step(line, step)} />
            ))}
          </Box>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby={buyerHeadingId} sx={{ p: 2 }}>
          <Typography id={buyerHeadingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {ar.shop.buyerHeading}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={ar.shop.buyerName}
              value={draft.buyerName}
              onChange={(change) => form.setBuyer("buyerName", change.target.value)}
              {...fieldErrorProps(errors, "buyerName")}
              required
              fullWidth
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: MAX_PERSON_NAME_LENGTH } }}
            />
            <TextField
              label={ar.shop.buyerPhone}
              value={draft.buyerPhone}
              onChange={(change) => form.setBuyer("buyerPhone", change.target.value)}
              onBlur={form.checkPhone}
              {...fieldErrorProps(errors, "buyerPhone", ar.shop.buyerPhoneHint)}
              required
              type="tel"
              fullWidth
              autoComplete="tel"
              // Digits, "+" and spaces read left to right even in an RTL page.
              slotProps={{ htmlInput: { dir: "ltr", inputMode: "tel" } }}
            />
            <TextField
              label={ar.shop.buyerEmail}
              value={draft.buyerEmail}
              onChange={(change) => form.setBuyer("buyerEmail", change.target.value)}
              {...fieldErrorProps(errors, "buyerEmail", ar.shop.buyerEmailHint)}
              type="email"
              fullWidth
              autoComplete="email"
              slotProps={{ htmlInput: { dir: "ltr", inputMode: "email" } }}
            />
          </Stack>
        </Paper>

        <Paper elevation={3} sx={{ p: 2, position: "sticky", bottom: 0, zIndex: 1 }}>
          <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{ar.shop.total}</Typography>
            {/* An empty cart is not "free": the total shows once there is something to pay for. */}
            {count > 0 && (
              <Typography sx={{ fontWeight: 800, fontSize: 22 }} dir="auto" data-testid="order-total">
                {priceLabel(total, event.currency)}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {count > 0 ? ar.shop.ticketCount(count) : ar.shop.emptyCart}
          </Typography>
          {count >= MAX_TICKETS_PER_SALE && (
            <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
              {ar.shop.maxPerOrder(MAX_TICKETS_PER_SALE)}
            </Typography>
          )}
          {errors.form && (
            <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true">
              {errors.form}
            </Alert>
          )}
          {failure && (
            <Alert severity={failure.maybeIssued ? "warning" : "error"} sx={{ mt: 1 }} data-testid="purchase-error">
              {failure.notEnoughLeft && <AlertTitle>{ar.shop.notEnoughTitle}</AlertTitle>}
              {failure.message}
              {failure.maybeIssued && <Box sx={{ mt: 1 }}>{ar.shop.retrySameOrder}</Box>}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {ar.shop.termsBefore}
            <Link component={RouterLink} to={ROUTES.privacyPolicy}>
              {ar.shop.termsLink}
            </Link>
            .
          </Typography>
          <Button
            type="submit"
            data-testid="pay"
            variant="contained"
            size="large"
            fullWidth
            disabled={paying}
            startIcon={paying ? <CircularProgress size={20} color="inherit" /> : <Lock />}
            sx={{ mt: 1.5, minHeight: 52, fontSize: 18 }}
          >
            {paying ? ar.shop.paying : count > 0 && total === 0 ? ar.shop.getFree : ar.shop.pay}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
