// What a void or a refund of an order gives back, as the sales editor's
// dialog shows it before the organiser confirms
// (web/src/features/sales/editor/components/RefundSummary.tsx): a module of
// its own, loaded with the dialog's chunk, not with the editor every visit
// opens (docs/performance.md, page budgets). The editor's other words are
// salesEditor.ts; why the functions refuse a refund, refunds.ts.
import { catalog } from "./compiled/ar/refundPreview.js";
import { section } from "./i18n.js";

export const refundPreviewMessages = section("refundPreview", catalog);
