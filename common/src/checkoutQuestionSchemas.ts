// Schemas of an event's questions at checkout (common/src/checkoutQuestions.ts):
// a question's definition as the organiser writes it, and the callable that
// sets an event's list (docs/contracts.md `setEventQuestions`). Apart from
// checkoutQuestions.ts, which the shop loads without zod.
import "./zodSetup.js";
import { z } from "zod/mini";
import { answerSet, correctionReason, docId } from "./callables.js";
import {
  MAX_CHOICE_OPTION_LENGTH,
  MAX_CHOICE_OPTIONS,
  MAX_QUESTION_HELP_LENGTH,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_QUESTIONS_PER_EVENT,
  QUESTION_KINDS,
  QUESTION_SCOPES,
  type CheckoutQuestion,
} from "./checkoutQuestionBasics.js";
import { checkoutQuestionsEditorMessages } from "./messages/checkoutQuestionsEditor.js";
import { parseDocument } from "./documents.js";
import { callErrorMessages } from "./messages/callErrors.js";
import { personNameText } from "./plainText.js";

const qm = checkoutQuestionsEditorMessages.input;

const line = (max: number, error: string) =>
  z.pipe(z.string({ error }), z.transform(personNameText)).check(z.refine((value) => value.length >= 1 && value.length <= max, { error }));

/** A question's id: short, stable, safe as a Firestore field name. */
const questionId = z.string({ error: () => qm.duplicateId }).check(z.regex(/^[a-z0-9]{1,20}$/, { error: () => qm.duplicateId }));

export const checkoutQuestionSchema = z
  .object({
    id: questionId,
    label: line(MAX_QUESTION_LABEL_LENGTH, qm.label),
    help: z.optional(line(MAX_QUESTION_HELP_LENGTH, qm.help)),
    kind: z.enum(QUESTION_KINDS, { error: () => qm.kind }),
    required: z.boolean({ error: () => callErrorMessages.invalidArgument }),
    scope: z.enum(QUESTION_SCOPES, { error: () => qm.scope }),
    ticketTypeIds: z.optional(z.array(docId, { error: () => qm.ticketTypes }).check(z.maxLength(50, { error: () => qm.ticketTypes }))),
    options: z.optional(z.array(line(MAX_CHOICE_OPTION_LENGTH, qm.options), { error: () => qm.options })),
    min: z.optional(z.number({ error: () => qm.bounds })),
    max: z.optional(z.number({ error: () => qm.bounds })),
    holderName: z.optional(z.boolean({ error: () => qm.holderName })),
  })
  .check(
    z.refine(
      (question) =>
        question.kind === "choice"
          ? !!question.options && question.options.length >= 2 && question.options.length <= MAX_CHOICE_OPTIONS && new Set(question.options).size === question.options.length
          : question.options === undefined,
      { error: () => qm.options, path: ["options"] },
    ),
    z.refine(
      (question) =>
        (question.kind === "number" || (question.min === undefined && question.max === undefined)) &&
        (question.min === undefined || question.max === undefined || question.min <= question.max),
      { error: () => qm.bounds, path: ["max"] },
    ),
    z.refine((question) => !question.holderName || (question.kind === "text" && question.scope === "ticket"), { error: () => qm.holderName, path: ["holderName"] }),
  );

/** An event's questions, all at once, in the order asked (docs/contracts.md `setEventQuestions`). */
export const setEventQuestionsInput = z.object(
  {
    eventId: docId,
    questions: z.array(checkoutQuestionSchema, { error: () => callErrorMessages.invalidArgument }).check(
      z.maxLength(MAX_QUESTIONS_PER_EVENT, { error: () => qm.tooMany }),
      z.refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, { error: () => qm.duplicateId }),
      z.refine((questions) => questions.filter((question) => question.holderName).length <= 1, { error: () => qm.oneHolderName }),
    ),
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type SetEventQuestionsInput = z.input<typeof setEventQuestionsInput>;

/** `events/{eventId}.questions` as stored: written only by setEventQuestions. */
export const storedQuestionsSchema = z.array(checkoutQuestionSchema);

/** An event document's questions at checkout (its `questions`), none when absent; a malformed list throws as parseDocument does. */
export const questionsOfEvent = (eventPath: string, data: { questions?: unknown } | undefined): CheckoutQuestion[] =>
  parseDocument(storedQuestionsSchema, `${eventPath}.questions`, data?.questions ?? []);

/**
 * The sales editor's correction of answers (docs/contracts.md `correctAnswers`):
 * the order's (no ticketId) or one ticket's, all of that scope at once,
 * checked against the event's current questions.
 */
export const correctAnswersInput = z.object(
  { orderId: docId, ticketId: z.optional(docId), answers: answerSet, reason: correctionReason },
  { error: () => callErrorMessages.invalidArgument },
);
export type CorrectAnswersInput = z.input<typeof correctAnswersInput>;
