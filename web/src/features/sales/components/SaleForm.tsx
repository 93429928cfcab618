// The sale of one event: ticket quantities, the event's questions when it
// has some, buyer, payment, total and the issue button. Pure presentation:
// the state lives in useSaleDraft and useIssueTickets. On a phone the total
// and the button stay in view at the bottom; on a wide screen they sit
// beside the tickets. A chunk of its own (SellTicketsPage.tsx).
import ArrowForward from "@mui/icons-material/ArrowForward";
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { PhoneField } from "../../../components/fields/PhoneField";
import { TextInput } from "../../../components/fields/TextInput";
import { boxOfficeMessages, salesMessages, type CheckPromoCodeResult, type PaymentMethod, type PhoneCountry } from "@bawwaba/common";
import { CartSummary, type CartSummaryText } from "../../../components/CartSummary";
import { CheckedForm } from "../../../components/CheckedForm";
import { CheckoutQuestionsEntry } from "../../../components/CheckoutQuestionsEntry";
import { EventHeaderCard } from "../../../components/EventHeaderCard";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { FormSection } from "../../../components/FormSection";
import { PromoCodeEntry } from "../../../components/PromoCodeEntry";
import { TicketLinesSection } from "../../../components/TicketLinesSection";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import type { AnswerField, AnswersDraft } from "../../../lib/answersDraft";
import { saleTotal, ticketsInSale, type SaleLine } from "../../../lib/cart";
import type { SaleFailure } from "../../../lib/saleFailure";
import { checkPromoCode } from "../api";
import type { SaleDraft, SaleErrors } from "../model/saleRequest";
import { PaymentMethodPicker } from "./PaymentMethodPicker";

const SUMMARY_TEXT: CartSummaryText = {
  total: salesMessages.orderTotal,
  ticketCount: salesMessages.ticketCount,
  emptyCart: salesMessages.emptyCart,
  maxPerOrder: salesMessages.maxPerSale,
  notEnoughTitle: salesMessages.notEnoughTitle,
  retrySame: salesMessages.retrySameSale,
};

interface SaleFormProps {
  event: StoredEvent;
  lines: SaleLine[];
  draft: SaleDraft;
  errors: SaleErrors;
  issuing: boolean;
  failure: SaleFailure | null;
  onStep: (line: SaleLine, step: 1 | -1) => void;
  onBuyerNameChange: (value: string) => void;
  onBuyerCountryChange: (country: PhoneCountry) => void;
  onBuyerPhoneChange: (value: string) => void;
  onBuyerPhoneBlur: () => void;
  onPaymentChange: (method: PaymentMethod) => void;
  onPromoChange: (promo: CheckPromoCodeResult | undefined) => void;
  onAnswersChange: (update: (previous: AnswersDraft | undefined) => AnswersDraft, field: AnswerField) => void;
  /** Resolves whether the sale was valid (and sent). */
  onSubmit: () => Promise<boolean>;
  onChangeEvent: () => void;
}

export function SaleForm(props: SaleFormProps) {
  const { event, lines, draft, errors, issuing } = props;
  const count = ticketsInSale(lines);

  return (
    <CheckedForm onSubmit={props.onSubmit}>
      <Button startIcon={<ArrowForward />} onClick={props.onChangeEvent} sx={{ mb: 1, minHeight: 44 }}>
        {salesMessages.changeEvent}
      </Button>
      {/* The list the seller chose from is gone: say which event they are selling now. */}
      <EventHeaderCard event={event} focusTitle />

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
        <Stack spacing={2} sx={{ gridArea: "tickets", minWidth: 0 }}>
          <TicketLinesSection
            heading={salesMessages.ticketsHeading}
            noneOnSaleText={salesMessages.noTypesOnSale}
            lines={lines}
            currency={event.currency}
            onStep={props.onStep}
            error={errors.items}
            exactRemaining
            hiddenMark={boxOfficeMessages.invitationOnly}
          />
          <PromoCodeEntry applied={draft.promo} onChange={props.onPromoChange} check={(code) => checkPromoCode({ eventId: event.id, code })} />
          <CheckoutQuestionsEntry
            questions={event.questions}
            lines={lines}
            value={draft.answers}
            onChange={props.onAnswersChange}
            errors={errors}
          />
        </Stack>

        <FormSection heading={salesMessages.buyerHeading} sx={{ gridArea: "buyer" }}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextInput
              label={salesMessages.buyerName}
              value={draft.buyerName}
              onChange={(change) => props.onBuyerNameChange(change.target.value)}
              {...fieldErrorProps(errors, "buyerName")}
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <PhoneField
              label={salesMessages.buyerPhone}
              country={draft.buyerCountry}
              number={draft.buyerPhone}
              onCountryChange={props.onBuyerCountryChange}
              onNumberChange={props.onBuyerPhoneChange}
              onBlur={props.onBuyerPhoneBlur}
              error={errors.buyerPhone}
              helperText={salesMessages.buyerPhoneHint}
              // The buyer's number, not the seller's own.
              autoComplete="off"
              data-testid="buyer-phone"
            />
          </Stack>
        </FormSection>

        <Paper variant="outlined" sx={{ gridArea: "payment", p: 2 }}>
          <PaymentMethodPicker value={draft.payment} error={errors.payment} onChange={props.onPaymentChange} />
        </Paper>

        <CartSummary
          text={SUMMARY_TEXT}
          count={count}
          total={saleTotal(lines)}
          currency={event.currency}
          formError={errors.form}
          failure={props.failure}
          totalTestId="sale-total"
          failureTestId="issue-error"
          sx={{ gridArea: "summary", position: { xs: "sticky", md: "static" } }}
        >
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
            {issuing ? salesMessages.issuing : salesMessages.issue}
          </Button>
        </CartSummary>
      </Box>
    </CheckedForm>
  );
}
