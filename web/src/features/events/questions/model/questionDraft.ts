// The question form: what it holds while open (the strings as typed) and the
// question it makes, checked with the function's own schema
// (checkoutQuestionSchema) so that each refusal shows beside its field, in
// the function's words, before anything is sent; then against the rest of
// the event's list, which only the form sees whole while it is open (one
// holder's name, the event's types). No Firebase imports, so unit tests can
// load it.
import {
  checkAnswer,
  checkoutQuestionSchema,
  checkoutQuestionsEditorMessages,
  type CheckoutQuestion,
  type QuestionKind,
  type QuestionScope,
} from "@bawwaba/common";

const qm = checkoutQuestionsEditorMessages.input;
const notANumber = checkoutQuestionsEditorMessages.manager.form.notANumber;

export interface QuestionDraft {
  /** Kept from the question edited, or new (questionList.ts newQuestionId): answers are keyed by it. */
  id: string;
  label: string;
  /** "" for none. */
  help: string;
  kind: QuestionKind;
  required: boolean;
  scope: QuestionScope;
  /** None chosen: every type. */
  ticketTypeIds: string[];
  /** A choice's answers as typed, blank rows included; kept while another kind is chosen. */
  options: string[];
  /** A number's bounds as typed, "" for none. */
  min: string;
  max: string;
  /** Only for a short text asked for each ticket. */
  holderName: boolean;
}

/** "form": a problem with no field of its own. */
export type QuestionField = "label" | "help" | "kind" | "scope" | "ticketTypeIds" | "options" | "min" | "max" | "holderName" | "form";
export type QuestionErrors = Partial<Record<QuestionField, string>>;
export type QuestionValidation = { ok: true; question: CheckoutQuestion } | { ok: false; errors: QuestionErrors };

/** A choice opens with two empty answers: it needs at least two. */
const NEW_CHOICE_OPTIONS = ["", ""];

export function newQuestionDraft(id: string): QuestionDraft {
  return {
    id,
    label: "",
    help: "",
    kind: "text",
    required: false,
    scope: "order",
    ticketTypeIds: [],
    options: NEW_CHOICE_OPTIONS,
    min: "",
    max: "",
    holderName: false,
  };
}

/** The form's draft of a question of the list. */
export function draftOf(question: CheckoutQuestion): QuestionDraft {
  return {
    id: question.id,
    label: question.label,
    help: question.help ?? "",
    kind: question.kind,
    required: question.required,
    scope: question.scope,
    ticketTypeIds: question.ticketTypeIds ?? [],
    options: question.options ?? NEW_CHOICE_OPTIONS,
    min: question.min === undefined ? "" : String(question.min),
    max: question.max === undefined ? "" : String(question.max),
    holderName: question.holderName === true,
  };
}

/** Whether the draft can name the holder: a short text asked for each ticket. */
export const canNameHolder = (draft: Pick<QuestionDraft, "kind" | "scope">) => draft.kind === "text" && draft.scope === "ticket";

const FIELD_OF_INPUT: Partial<Record<PropertyKey, QuestionField>> = {
  label: "label",
  help: "help",
  kind: "kind",
  scope: "scope",
  ticketTypeIds: "ticketTypeIds",
  options: "options",
  min: "min",
  max: "max",
  holderName: "holderName",
};

/** A bound as typed, read as a number answer is (Arabic digits, «٫»); "" is none. */
function readBound(draft: QuestionDraft, field: "min" | "max", errors: QuestionErrors): number | undefined {
  const read = checkAnswer({ id: field, label: "", kind: "number", required: false, scope: "order" }, draft[field]);
  if (read.error) errors[field] = notANumber;
  return typeof read.value === "number" ? read.value : undefined;
}

/**
 * The question the draft makes, or why not beside each field. `others` are
 * the list's other questions; `ticketTypeIds` the event's types. Only what
 * the kind and scope use is sent: a choice's options, a number's bounds, the
 * holder's name of a short text per ticket.
 */
export function validateQuestionDraft(
  draft: QuestionDraft,
  others: readonly CheckoutQuestion[],
  ticketTypeIds: readonly string[],
): QuestionValidation {
  const errors: QuestionErrors = {};
  const number = draft.kind === "number";
  const min = number ? readBound(draft, "min", errors) : undefined;
  const max = number ? readBound(draft, "max", errors) : undefined;
  const holderName = draft.holderName && canNameHolder(draft);
  const parsed = checkoutQuestionSchema.safeParse({
    id: draft.id,
    label: draft.label,
    ...(draft.help.trim() !== "" && { help: draft.help }),
    kind: draft.kind,
    required: draft.required,
    scope: draft.scope,
    ...(draft.ticketTypeIds.length > 0 && { ticketTypeIds: draft.ticketTypeIds }),
    // A row left blank is no answer; the schema counts the others.
    ...(draft.kind === "choice" && { options: draft.options.filter((option) => option.trim() !== "") }),
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(holderName && { holderName: true }),
  });
  for (const issue of parsed.error?.issues ?? []) errors[FIELD_OF_INPUT[issue.path[0] ?? ""] ?? "form"] ??= issue.message;
  // The function refuses these too; the form says so beside the field before sending.
  if (holderName && others.some((other) => other.holderName)) errors.holderName ??= qm.oneHolderName;
  if (draft.ticketTypeIds.some((id) => !ticketTypeIds.includes(id))) errors.ticketTypeIds ??= qm.ticketTypes;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, question: parsed.data };
}
