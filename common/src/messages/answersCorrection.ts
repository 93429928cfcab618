// The sales editor's correction of answers (web/src/features/sales/editor/
// components/AnswersDialog.tsx): a module of its own, loaded with the dialog's
// chunk, not with the editor every visit opens (docs/performance.md, page
// budgets). The editor's other words are salesEditor.ts.
import { messages } from "./compiled/ar/answersCorrection.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("answersCorrection", messages);
export const answersCorrectionMessages = {
  get orderTitle() {
    return t("orderTitle");
  },
  ticketTitle: (ticket: string) => t("ticketTitle", { ticket }),
  get body() {
    return t("body");
  },
  /** A ticket with a holder-name question: its answer is the name printed on the ticket. */
  get holderBody() {
    return t("holderBody");
  },
  /** Stored answers to questions the event no longer asks: a correction keeps only the current questions' answers. */
  dropped: (labels: string) => t("dropped", { labels }),
  get noAnswer() {
    return t("noAnswer");
  },
  get confirm() {
    return t("confirm");
  },
  get unchanged() {
    return t("unchanged");
  },
  /** The event's questions as stored do not pass their schema: nothing is asked rather than the wrong thing. */
  get unreadable() {
    return t("unreadable");
  },
} as const;
