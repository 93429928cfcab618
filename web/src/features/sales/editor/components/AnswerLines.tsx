// A ticket's answers in the editor's compact rows, one line each ("المقاس: L"),
// like the holder's line above them.
import Typography from "@mui/material/Typography";
import { answerText, salesEditorMessages, type StoredAnswer } from "@bawwaba/common";
import { isolated } from "../../../../lib/bidi";

const { tickets } = salesEditorMessages;

export function AnswerLines({ answers, testId }: { answers: readonly StoredAnswer[]; testId?: string }) {
  return (
    <div data-testid={testId}>
      {answers.map((answer) => (
        <Typography
          key={answer.questionId}
          variant="body2"
          data-question-id={answer.questionId}
          sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}
        >
          {tickets.answer(answer.label, isolated(answerText(answer.value)))}
        </Typography>
      ))}
    </div>
  );
}
