// The event's questions in a sale (docs/product.md "Questions at checkout"),
// in the shop's checkout and at the box office alike: the order's once, then
// each ticket's under its place and type («التذكرة 1 — بالغ»), in the order
// the answers are sent (ticketsOfSale). One field per kind, required ones
// marked, the question's help under it, and the message of the sale's check
// (lib/saleAnswers.ts) or of the function's refusal beside it instead. A
// chunk of its own (CheckoutQuestionsEntry.tsx): most events ask nothing.
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  answerWords,
  checkoutQuestionsFormMessages as m,
  MAX_ANSWER_LENGTH,
  orderQuestionsFor,
  saleAsks,
  ticketQuestionsFor,
  type CheckoutQuestion,
} from "@bawwaba/common";
import { useId, type ReactNode } from "react";
import { answerField, type AnswerField, type AnswersDraft, type QuestionLine, type RawAnswer } from "../lib/answersDraft";
import { orderLinesOf, saleTickets, ticketAnswers, typeNameIn, withAnswer, type SaleTicket } from "../lib/saleAnswers";
import { SelectField } from "./fields/SelectField";
import { TextInput } from "./fields/TextInput";
import { FormSection } from "./FormSection";

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

/** A choice of up to this many answers shows them all as radio buttons; a longer one is a list. */
const MAX_RADIO_OPTIONS = 4;

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
        value={answers[question.id]}
        error={errors[path]}
        onChange={(raw) => onChange((previous) => withAnswer(previous, question.id, raw, ticket), path)}
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

interface QuestionFieldProps {
  question: CheckoutQuestion;
  value: RawAnswer | undefined;
  error: string | undefined;
  onChange: (value: RawAnswer) => void;
}

function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const text = typeof value === "string" ? value : "";
  const shared = {
    label: question.label,
    required: question.required,
    fullWidth: true,
    error: error !== undefined,
    helperText: error ?? question.help,
  };
  switch (question.kind) {
    case "choice": {
      const options = question.options ?? [];
      if (options.length <= MAX_RADIO_OPTIONS) {
        return <RadioQuestion question={question} value={text} error={error} onChange={onChange} options={options.map((option) => ({ value: option, label: option }))} />;
      }
      return (
        <SelectField
          {...shared}
          value={text}
          onChange={(change) => onChange(change.target.value)}
          htmlSelect={{ "data-problem": error === undefined ? undefined : "true" }}
        >
          <option value="">{m.choose}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    }
    case "yesNo":
      return (
        <RadioQuestion
          question={question}
          // Nothing chosen until the buyer chooses: a required yes/no is not answered «لا» by default.
          value={value === true ? "yes" : value === false ? "no" : ""}
          error={error}
          onChange={(chosen) => onChange(chosen === "yes")}
          options={[
            { value: "yes", label: answerWords.yes },
            { value: "no", label: answerWords.no },
          ]}
          row
        />
      );
    case "number":
      return (
        <TextInput
          {...shared}
          value={text}
          onChange={(change) => onChange(change.target.value)}
          autoComplete="off"
          // Arabic or Latin digits alike (checkAnswer reads both), left to right as numbers are.
          slotProps={{ htmlInput: { inputMode: "decimal", dir: "ltr" } }}
        />
      );
    case "date":
      return (
        <TextInput
          {...shared}
          type="date"
          value={text}
          onChange={(change) => onChange(change.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case "longText":
      return (
        <TextInput
          {...shared}
          value={text}
          onChange={(change) => onChange(change.target.value)}
          multiline
          minRows={3}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: MAX_ANSWER_LENGTH.longText } }}
        />
      );
    default:
      return (
        <TextInput
          {...shared}
          value={text}
          onChange={(change) => onChange(change.target.value)}
          // Someone else's name or details, not the device owner's.
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: MAX_ANSWER_LENGTH.text } }}
        />
      );
  }
}

interface RadioQuestionProps {
  question: CheckoutQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  row?: boolean;
}

function RadioQuestion({ question, value, error, onChange, options, row = false }: RadioQuestionProps) {
  const labelId = useId();
  const helperId = useId();
  const message = error ?? question.help;
  return (
    <FormControl error={error !== undefined} required={question.required} fullWidth>
      <FormLabel id={labelId}>{question.label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        aria-describedby={message ? helperId : undefined}
        value={value}
        onChange={(change) => onChange(change.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} sx={{ minHeight: 44, minWidth: 88 }} />
        ))}
      </RadioGroup>
      {message && (
        // A refused submit focuses the first problem (focusFirstProblem.ts): for a group of radio buttons, its message.
        <FormHelperText id={helperId} tabIndex={error ? -1 : undefined} data-problem={error ? "true" : undefined}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
