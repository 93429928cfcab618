// The event's questions in a sale (docs/product.md "Questions at checkout"),
// in the shop's checkout and at the box office alike: the order's once, then
// each ticket's under its place and type («التذكرة 1 — بالغ»), in the order
// the answers are sent (ticketsOfSale). Each question's field (QuestionField)
// with the message of the sale's check (lib/saleAnswers.ts) or of the
// function's refusal beside it. A chunk of its own
// (CheckoutQuestionsEntry.tsx): most events ask nothing.
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  checkoutQuestionsFormMessages as m,
  orderQuestionsFor,
  saleAsks,
  ticketQuestionsFor,
  type CheckoutQuestion,
} from "@bawwaba/common";
import { useId, type ReactNode } from "react";
import { answerField, type AnswerField, type AnswersDraft, type QuestionLine, type RawAnswer } from "../lib/answersDraft";
import { orderLinesOf, saleTickets, ticketAnswers, typeNameIn, withAnswer, type SaleTicket } from "../lib/saleAnswers";
import { answerOfField, fieldValueOf } from "../lib/questionFieldValue";
import { FormSection } from "./FormSection";
import { QuestionField } from "./QuestionField";

export interface CheckoutQuestionsProps {
  /** The event's questions, in their order. */
  questions: readonly CheckoutQuestion[];
  /** The sale's lines, in the order of its items. */
  lines: readonly QuestionLine[];
  value: AnswersDraft | undefined;
  /** An answer changed: the draft from the one before, and the field whose message it clears. */
  onChange: (update: (previous: AnswersDraft | undefined) => AnswersDraft, field: AnswerField) => void;
  /** The form's messages; the answers' are at answerField(questionId, ticket). */
  errors: Readonly<Partial<Record<string, string>>>;
}

export default function CheckoutQuestions({ questions, lines: saleLines, value, onChange, errors }: CheckoutQuestionsProps) {
  const lines = orderLinesOf(saleLines);
  if (!saleAsks(questions, lines)) return null;
  const typeName = typeNameIn(saleLines);
  const orderQuestions = orderQuestionsFor(questions, lines);
  const tickets = saleTickets(lines)
    .map((ticket) => ({ ticket, asked: ticketQuestionsFor(questions, ticket.ticketTypeId) }))
    .filter(({ asked }) => asked.length > 0);

  const field = (question: CheckoutQuestion, answers: Record<string, RawAnswer>, ticket?: SaleTicket) => {
    const path = answerField(question.id, ticket?.index);
    return (
      <QuestionField
        key={question.id}
        question={question}
        value={fieldValueOf(question, answers[question.id])}
        error={errors[path]}
        onChange={(typed) => {
          // Always an answer: without QuestionField's noAnswer a chosen button cannot go back to none.
          const raw = answerOfField(question, typed);
          if (raw !== undefined) onChange((previous) => withAnswer(previous, question.id, raw, ticket), path);
        }}
      />
    );
  };

  return (
    <FormSection heading={m.heading}>
      {orderQuestions.length > 0 && (
        <Stack spacing={2} sx={{ mt: 2 }} data-testid="answers-order">
          {orderQuestions.map((question) => field(question, value?.order ?? {}))}
        </Stack>
      )}
      {tickets.map(({ ticket, asked }) => (
        <TicketQuestions key={ticket.index} heading={m.ticketHeading(ticket.index + 1, typeName(ticket.ticketTypeId))} position={ticket.index + 1}>
          {asked.map((question) => field(question, ticketAnswers(value, ticket), ticket))}
        </TicketQuestions>
      ))}
    </FormSection>
  );
}

function TicketQuestions({ heading, position, children }: { heading: string; position: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      role="group"
      aria-labelledby={headingId}
      spacing={2}
      data-testid={`answers-ticket-${position}`}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id={headingId} component="h4" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Stack>
  );
}
