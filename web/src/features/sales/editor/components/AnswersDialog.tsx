// Correcting the order's or one ticket's answers: one field per question the
// event asks of that scope now, filled with the answers as stored, each
// checked as the sale checks it (checkAnswer) beside its field, and the
// required reason. A correction that changes nothing is not sent. The
// questions are checked with their schema first (the editor's view reads
// them without it: model/answers.ts questionsAsStored).
import Alert from "@mui/material/Alert";
import { answersCorrectionMessages as messages, storedQuestionsSchema, type Answers, type CheckoutQuestion, type StoredAnswer } from "@bawwaba/common";
import { useState } from "react";
import { QuestionField } from "../../../../components/QuestionField";
import { answersDraft, changesAnswers, droppedAnswers, parseAnswersCorrection, type AnswersDraft } from "../model/answersForm";
import { CorrectionDialog } from "./CorrectionDialog";
import { ReasonField } from "./ReasonField";

export interface AnswersDialogProps {
  /** The ticket whose answers are corrected, as the editor names it (type and gate code); absent: the order's. */
  ticketName?: string;
  /** The event's current questions of the scope, in the order asked. */
  questions: CheckoutQuestion[];
  /** The scope's answers as stored. */
  stored: StoredAnswer[];
  submitting: boolean;
  /** The function's refusal, in Arabic. */
  error?: string;
  onConfirm: (answers: Answers, reason: string) => void;
  onClose: () => void;
}

/** Render it only while open: its draft belongs to one correction. */
export function AnswersDialog(props: AnswersDialogProps) {
  const [checked] = useState(() => storedQuestionsSchema.safeParse(props.questions));
  const title = props.ticketName === undefined ? messages.orderTitle : messages.ticketTitle(props.ticketName);
  if (!checked.success) {
    console.error("The event's questions do not pass their schema", checked.error);
    return (
      <CorrectionDialog title={title} body={messages.unreadable} confirmLabel={messages.confirm} submitting={false} onSubmit={() => {}} onClose={props.onClose}>
        {null}
      </CorrectionDialog>
    );
  }
  return <AnswersForm {...props} title={title} questions={checked.data} />;
}

function AnswersForm({ title, questions, stored, submitting, error, onConfirm, onClose }: AnswersDialogProps & { title: string }) {
  const [draft, setDraft] = useState<AnswersDraft>(() => answersDraft(questions, stored));
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [reasonTouched, setReasonTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseAnswersCorrection(questions, draft, reason);
  const unchanged = parsed.ok && !changesAnswers(stored, parsed.answers);
  const dropped = droppedAnswers(questions, stored);
  const holder = questions.some((question) => question.holderName);

  const submit = () => {
    setSubmitted(true);
    if (parsed.ok && !unchanged && !submitting) onConfirm(parsed.answers, parsed.reason);
  };

  return (
    <CorrectionDialog
      title={title}
      body={holder ? `${messages.body} ${messages.holderBody}` : messages.body}
      confirmLabel={messages.confirm}
      submitting={submitting}
      error={error ?? (submitted && unchanged ? messages.unchanged : undefined)}
      onSubmit={submit}
      onClose={onClose}
    >
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          value={draft[question.id] ?? ""}
          error={!parsed.ok && (submitted || touched[question.id]) ? parsed.errors[question.id] : undefined}
          autoFocus={index === 0}
          noAnswer={messages.noAnswer}
          onChange={(value) => setDraft((previous) => ({ ...previous, [question.id]: value }))}
          onBlur={() => setTouched((previous) => ({ ...previous, [question.id]: true }))}
        />
      ))}
      {dropped.length > 0 && (
        <Alert severity="info" data-testid="answers-dropped">
          {messages.dropped(dropped.map((answer) => `«${answer.label}»`).join("، "))}
        </Alert>
      )}
      <ReasonField
        value={reason}
        error={!parsed.ok && (submitted || reasonTouched) ? parsed.reasonError : undefined}
        onChange={setReason}
        onBlur={() => reason.trim() !== "" && setReasonTouched(true)}
      />
    </CorrectionDialog>
  );
}
