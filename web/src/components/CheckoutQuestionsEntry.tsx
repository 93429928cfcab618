// The event's questions in a sale (CheckoutQuestions.tsx), a chunk loaded
// only for an event that has questions: most ask nothing, and their sales
// never download the form. Whether this sale asks any of them (saleAsks) is
// the form's to say: that check's module holds the answers' checks and their
// words, which would otherwise come with the page's first download.
import type { CheckoutQuestionsProps } from "./CheckoutQuestions";
import { lazyChunk } from "./lazyPage";

// Nothing while it loads: the sale may not ask anything yet (no ticket chosen).
const CheckoutQuestions = lazyChunk("checkout-questions", () => import("./CheckoutQuestions"), null);

type CheckoutQuestionsEntryProps = Omit<CheckoutQuestionsProps, "questions"> & { questions: CheckoutQuestionsProps["questions"] | undefined };

export function CheckoutQuestionsEntry({ questions, ...props }: CheckoutQuestionsEntryProps) {
  return questions && questions.length > 0 ? <CheckoutQuestions questions={questions} {...props} /> : null;
}
