// What a void or a refund of an order gives back, as the sales editor's
// dialog shows it before the organiser confirms
// (web/src/features/sales/editor/components/RefundSummary.tsx): a module of
// its own, loaded with the dialog's chunk, not with the editor every visit
// opens (docs/performance.md, page budgets). The editor's other words are
// salesEditor.ts; why the functions refuse a refund, refunds.ts.
import type { RefundMethod } from "../invoiceSchemas.js";

export const refundPreviewMessages = {
  heading: "المبلغ المسترد",
  vat: (vat: string) => `منها ضريبة القيمة المضافة ${vat}`,
  methods: {
    provider: "يُعاد عبر مزوّد الدفع",
    cash: "يُعاد نقدًا",
    card: "يُعاد إلى البطاقة",
  } satisfies Record<RefundMethod, string>,
  /** A free ticket or order, or one whose money all went back already. */
  nothing: "لا يُسترد أي مبلغ: لم يُدفع شيء أو أُعيد المبلغ من قبل.",
} as const;
