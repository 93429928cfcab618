// The sale of one event: ticket quantities, buyer, payment, total and the
// issue button. Pure presentation: the state lives in useSaleDraft and
// useIssueTickets. On a phone the total and the button stay in view at the
// bottom; on a wide screen they sit beside the tickets.
import ArrowForward from "@mui/icons-material/ArrowForward";
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ar, MAX_TICKETS_PER_SALE, type PaymentMethod } from "@bawwaba/common";
import { useEffect, useId, useRef } from "react";
import { EventWhenWhere } from "../../../components/EventWhenWhere";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { focusFirstProblem } from "../../../components/focusFirstProblem";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { priceLabel } from "../../../lib/priceLabel";
import { saleTotal, ticketsInSale, type SaleLine } from "../../../lib/cart";
import type { SaleFailure } from "../../../lib/saleFailure";
import type { SaleDraft, SaleErrors } from "../model/saleRequest";
import { PaymentMethodPicker } from "./PaymentMethodPicker";
import { TicketLine } from "../../../components/TicketLine";

interface SaleFormProps {
  event: StoredEvent;
  lines: SaleLine[];
  draft: SaleDraft;
  errors: SaleErrors;
  issuing: boolean;
  failure: SaleFailure | null;
  onStep: (line: SaleLine, step: 1 | -1) => void;
  onBuyerNameChange: (value: string) => void;
  onBuyerPhoneChange: (value: string) => void;
  onBuyerPhoneBlur: () => void;
  onPaymentChange: (method: PaymentMethod) => void;
  /** Resolves whether the sale was valid (and sent). */
  onSubmit: () => boolean;
  onChangeEvent: () => void;
}

export function SaleForm(props: SaleFormProps) {
  const { event, lines, draft, errors, issuing, failure } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The list the seller chose from is gone: say which event they are selling now.
  useEffect(() => titleRef.current?.focus(), []);
  const ticketsHeadingId = useId();
  const buyerHeadingId = useId();
  const count = ticketsInSale(lines);
  const noneOnSale = lines.every((line) => line.availability.state !== "on_sale");

  const submit = () => {
    if (!props.onSubmit()) focusFirstProblem(formRef.current);
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
      <Button startIcon={<ArrowForward />} onClick={props.onChangeEvent} sx={{ mb: 1, minHeight: 44 }}>
        {ar.sales.changeEvent}
      </Button>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <Typography
            ref={titleRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ flex: 1, fontWeight: 700, overflowWrap: "anywhere", outline: "none" }}
          >
            {event.title}
          </Typography>
          <Chip size="small" label={ar.categories[event.category]} color="primary" variant="outlined" />
        </Stack>
        <EventWhenWhere event={event} sx={{ mt: 1 }} />
      </Paper>

      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
          gridTemplateAreas: {
            xs: '"tickets" "buyer" "payment" "summary"',
            md: '"tickets buyer" "tickets payment" "tickets summary"',
          },
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby={ticketsHeadingId} sx={{ gridArea: "tickets", p: 2 }}>
          <Typography id={ticketsHeadingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {ar.sales.ticketsHeading}
          </Typography>
          {noneOnSale && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {ar.sales.noTypesOnSale}
            </Alert>
          )}
          {errors.items && (
            <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true">
              {errors.items}
            </Alert>
          )}
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {lines.map((line) => (
              <TicketLine
                key={line.type.id}
                line={line}
                currency={event.currency}
                onStep={(step) => props.onStep(line, step)}
                exactRemaining
              />
            ))}
          </Box>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby={buyerHeadingId} sx={{ gridArea: "buyer", p: 2 }}>
          <Typography id={buyerHeadingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {ar.sales.buyerHeading}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={ar.sales.buyerName}
              value={draft.buyerName}
              onChange={(change) => props.onBuyerNameChange(change.target.value)}
              {...fieldErrorProps(errors, "buyerName")}
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={ar.sales.buyerPhone}
              value={draft.buyerPhone}
              onChange={(change) => props.onBuyerPhoneChange(change.target.value)}
              onBlur={props.onBuyerPhoneBlur}
              {...fieldErrorProps(errors, "buyerPhone", ar.sales.buyerPhoneHint)}
              type="tel"
              fullWidth
              autoComplete="off"
              // Digits, "+" and spaces read left to right even in an RTL page.
              slotProps={{ htmlInput: { dir: "ltr", inputMode: "tel" } }}
            />
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ gridArea: "payment", p: 2 }}>
          <PaymentMethodPicker value={draft.payment} error={errors.payment} onChange={props.onPaymentChange} />
        </Paper>

        <Paper
          elevation={3}
          sx={{
            gridArea: "summary",
            p: 2,
            position: { xs: "sticky", md: "static" },
            bottom: 0,
            zIndex: 1,
          }}
        >
          <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{ar.sales.orderTotal}</Typography>
            {/* An empty cart is not "free": the total shows once there is something to pay for. */}
            {count > 0 && (
              <Typography sx={{ fontWeight: 800, fontSize: 22 }} dir="auto" data-testid="sale-total">
                {priceLabel(saleTotal(lines), event.currency)}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {count > 0 ? ar.sales.ticketCount(count) : ar.sales.emptyCart}
          </Typography>
          {count >= MAX_TICKETS_PER_SALE && (
            <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
              {ar.sales.maxPerSale(MAX_TICKETS_PER_SALE)}
            </Typography>
          )}
          {errors.form && (
            <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true">
              {errors.form}
            </Alert>
          )}
          {failure && (
            <Alert severity={failure.maybeIssued ? "warning" : "error"} sx={{ mt: 1 }} data-testid="issue-error">
              {failure.notEnoughLeft && <AlertTitle>{ar.sales.notEnoughTitle}</AlertTitle>}
              {failure.message}
              {failure.maybeIssued && <Box sx={{ mt: 1 }}>{ar.sales.retrySameSale}</Box>}
            </Alert>
          )}
          <Button
            type="submit"
            data-testid="issue-tickets"
            variant="contained"
            size="large"
            fullWidth
            disabled={issuing}
            startIcon={issuing ? <CircularProgress size={20} color="inherit" /> : <ConfirmationNumber />}
            sx={{ mt: 1.5, minHeight: 52, fontSize: 18 }}
          >
            {issuing ? ar.sales.issuing : ar.sales.issue}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
