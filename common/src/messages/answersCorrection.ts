// The sales editor's correction of answers (web/src/features/sales/editor/
// components/AnswersDialog.tsx): a module of its own, loaded with the dialog's
// chunk, not with the editor every visit opens (docs/performance.md, page
// budgets). The editor's other words are salesEditor.ts.
import { catalog } from "./compiled/ar/answersCorrection.js";
import { section } from "./i18n.js";

export const answersCorrectionMessages = section("answersCorrection", catalog);
