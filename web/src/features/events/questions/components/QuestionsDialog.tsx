// An event's questions at checkout, in a dialog of the events manager: the
// list in the order asked, each question moved, edited or removed there, the
// form for a new one or an edit; the list is stored whole, at once, by
// setEventQuestions. Full screen on phones. Its own chunk: most visits to
// the events pages never open it.
import Add from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkoutQuestionsEditorMessages, MAX_QUESTIONS_PER_EVENT, type CheckoutQuestion } from "@bawwaba/common";
import { useId, useRef, useState } from "react";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { callErrorMessage } from "../../../../lib/callErrorMessage";
import { CommandFeedback } from "../../components/CommandFeedback";
import { EventDialog } from "../../components/EventDialog";
import { useEventCommand } from "../../hooks/useEventCommand";
import { saveEventQuestions } from "../api";
import { useEventQuestions } from "../hooks/useEventQuestions";
import { draftOf, newQuestionDraft, type QuestionDraft } from "../model/questionDraft";
import {
  movedQuestion,
  newQuestionId,
  questionsChanged,
  validateQuestionList,
  withoutQuestion,
  withQuestion,
} from "../model/questionList";
import { QuestionForm } from "./QuestionForm";
import { QuestionList } from "./QuestionList";

const m = checkoutQuestionsEditorMessages.manager;

export interface QuestionsDialogProps {
  event: ManagedEvent;
  onClose: () => void;
}

export function QuestionsDialog({ event, onClose }: QuestionsDialogProps) {
  const formHeadingId = useId();
  const loaded = useEventQuestions(event.id);
  const command = useEventCommand(callErrorMessage);
  /** The list as stored: as read, then as last saved. */
  const [saved, setSaved] = useState<CheckoutQuestion[]>();
  /** The list as changed here, once changed. */
  const [edited, setEdited] = useState<CheckoutQuestion[]>();
  /** The form open, with the draft it started from; null when closed. */
  const [form, setForm] = useState<{ draft: QuestionDraft; editing: boolean } | null>(null);
  /** Why the list cannot be stored as it is (the schema's words). */
  const [listProblem, setListProblem] = useState<string>();
  /** Every id the list had since the dialog opened: a new question takes none of them. */
  const usedIds = useRef(new Set<string>());

  const stored = saved ?? loaded.questions;
  const questions = edited ?? stored;
  const changed = questions !== undefined && stored !== undefined && questionsChanged(questions, stored);
  const full = (questions?.length ?? 0) >= MAX_QUESTIONS_PER_EVENT;

  const change = (next: CheckoutQuestion[]) => {
    setEdited(next);
    setListProblem(undefined);
    command.clearFeedback();
  };

  const openNew = () => {
    for (const question of [...(stored ?? []), ...(questions ?? [])]) usedIds.current.add(question.id);
    const id = newQuestionId(usedIds.current);
    usedIds.current.add(id);
    setForm({ draft: newQuestionDraft(id), editing: false });
  };

  async function save() {
    if (!questions) return;
    const result = validateQuestionList(event.id, questions);
    if (!result.ok) {
      setListProblem(result.message);
      return;
    }
    const { input } = result;
    if (await command.run(() => saveEventQuestions(input), m.saved)) {
      setSaved(input.questions);
      setEdited(undefined);
    }
  }

  return (
    <EventDialog title={m.title(event.title)} onClose={onClose}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {m.intro}
          </Typography>
          {loaded.loadError && (
            <Alert severity="error" role="alert">
              {loaded.loadError}
            </Alert>
          )}
          {!questions && !loaded.loadError && <CircularProgress aria-label={m.list} sx={{ alignSelf: "center" }} />}
          {questions?.length === 0 && <Typography color="text.secondary">{m.empty}</Typography>}
          {questions && questions.length > 0 && (
            <QuestionList
              questions={questions}
              ticketTypes={event.ticketTypes}
              disabled={form !== null || command.busy}
              onMove={(index, offset) => change(movedQuestion(questions, index, offset))}
              onEdit={(question) => setForm({ draft: draftOf(question), editing: true })}
              onRemove={(question) => change(withoutQuestion(questions, question.id))}
            />
          )}
          {questions && form && (
            <Stack component="section" spacing={2} aria-labelledby={formHeadingId}>
              <Typography component="h3" variant="h6" id={formHeadingId} sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                {form.editing ? m.form.editTitle(form.draft.label) : m.form.newTitle}
              </Typography>
              <QuestionForm
                // A new draft for each question opened.
                key={form.draft.id}
                initial={form.draft}
                editing={form.editing}
                others={withoutQuestion(questions, form.draft.id)}
                ticketTypes={event.ticketTypes}
                onCancel={() => setForm(null)}
                onApply={(question) => {
                  setForm(null);
                  change(withQuestion(questions, question));
                }}
              />
            </Stack>
          )}
          {questions && !form && (
            <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
              <Button startIcon={<Add />} disabled={full || command.busy} onClick={openNew}>
                {m.newQuestion}
              </Button>
              {full && (
                <Typography variant="body2" color="text.secondary">
                  {checkoutQuestionsEditorMessages.input.tooMany}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      {/* What the save did, beside its button: the list may be scrolled far from the top. */}
      <DialogActions disableSpacing sx={{ px: 3, py: 2, flexWrap: "wrap", gap: 1 }}>
        {(command.feedback || listProblem) && (
          <Stack spacing={1} sx={{ width: "100%" }}>
            <CommandFeedback feedback={command.feedback} onClose={command.clearFeedback} />
            {listProblem && (
              <Alert severity="error" role="alert">
                {listProblem}
              </Alert>
            )}
          </Stack>
        )}
        {changed && (
          <Typography variant="body2" color="warning.dark" role="status" sx={{ marginInlineEnd: "auto" }}>
            {m.unsaved}
          </Typography>
        )}
        <Button onClick={onClose}>{m.close}</Button>
        <Button variant="contained" disabled={!changed || form !== null || command.busy} onClick={() => void save()}>
          {command.busy ? m.saving : m.save}
        </Button>
      </DialogActions>
    </EventDialog>
  );
}
