// Answers to an event's questions at checkout as staff read them (the sales
// editor, the ticket page): each under the label it was asked with, yes/no in
// words (answerText), a long answer with its lines. Personal data: only staff
// pages show them (docs/security.md).
import { answerText, type StoredAnswer } from "@bawwaba/common";
import { DetailList } from "./DetailList";

export function AnswerList({ answers, testId }: { answers: readonly StoredAnswer[]; testId?: string }) {
  return (
    <div data-testid={testId}>
      <DetailList
        details={answers.map((answer) => ({
          label: answer.label,
          // An answer may be Latin (an e-mail, an ID) in an Arabic page: its own direction.
          value: (
            <span dir="auto" style={{ whiteSpace: "pre-line" }} data-question-id={answer.questionId}>
              {answerText(answer.value)}
            </span>
          ),
        }))}
      />
    </div>
  );
}
