// The event's questions in the order asked, one card each: its text, its
// kind, when it is asked (once for the order or for each ticket), whether it
// must be answered, for which types, a choice's answers or a number's
// bounds; and the buttons that move it up or down, edit it and remove it.
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkoutQuestionsEditorMessages, type CheckoutQuestion } from "@bawwaba/common";
import type { ManagedTicketType } from "../../../../data/managedEvents";
import { describeQuestion } from "../model/questionList";

const m = checkoutQuestionsEditorMessages.manager;

interface QuestionListProps {
  questions: readonly CheckoutQuestion[];
  ticketTypes: readonly ManagedTicketType[];
  onMove: (index: number, offset: -1 | 1) => void;
  onEdit: (question: CheckoutQuestion) => void;
  onRemove: (question: CheckoutQuestion) => void;
  /** While the form is open or the list is being saved, the list stays as it is. */
  disabled: boolean;
}

export function QuestionList({ questions, ticketTypes, onMove, onEdit, onRemove, disabled }: QuestionListProps) {
  return (
    <Stack component="ol" spacing={1.5} aria-label={m.list} sx={{ m: 0, p: 0, listStyle: "none" }}>
      {questions.map((question, index) => {
        const summary = describeQuestion(question, ticketTypes);
        const named = (action: string) => m.actionOn(action, question.label);
        return (
          <Paper component="li" variant="outlined" key={question.id} data-testid="checkout-question" sx={{ p: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {index + 1}. {question.label}
            </Typography>
            {question.help && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {question.help}
              </Typography>
            )}
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.75, my: 1 }}>
              <Chip size="small" label={summary.kind} />
              <Chip size="small" variant="outlined" label={summary.scope} />
              <Chip size="small" variant="outlined" color={question.required ? "primary" : "default"} label={summary.required} />
              {summary.holderName && <Chip size="small" color="secondary" label={m.holderName} />}
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {summary.types}
            </Typography>
            {summary.details && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {summary.details}
              </Typography>
            )}
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, mt: 1, alignItems: "center" }}>
              <IconButton aria-label={named(m.moveUp)} disabled={disabled || index === 0} onClick={() => onMove(index, -1)}>
                <ArrowUpward />
              </IconButton>
              <IconButton
                aria-label={named(m.moveDown)}
                disabled={disabled || index === questions.length - 1}
                onClick={() => onMove(index, 1)}
              >
                <ArrowDownward />
              </IconButton>
              <Button
                size="small"
                variant="outlined"
                aria-label={named(m.edit)}
                disabled={disabled}
                onClick={() => onEdit(question)}
                // The edit and remove buttons at the row's far end, whichever way the page reads.
                sx={{ marginInlineStart: "auto" }}
              >
                {m.edit}
              </Button>
              <Button size="small" color="error" aria-label={named(m.remove)} disabled={disabled} onClick={() => onRemove(question)}>
                {m.remove}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
