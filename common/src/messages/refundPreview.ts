// What a void or a refund of an order gives back, as the sales editor's
// dialog shows it before the organiser confirms
// (web/src/features/sales/editor/components/RefundSummary.tsx): a module of
// its own, loaded with the dialog's chunk, not with the editor every visit
// opens (docs/performance.md, page budgets). The editor's other words are
// salesEditor.ts; why the functions refuse a refund, refunds.ts.
import { messages } from "./compiled/ar/refundPreview.js";
import { arabicSection } from "./i18n.js";
import type { RefundMethod } from "../invoiceSchemas.js";

const t = arabicSection("refundPreview", messages);

export const refundPreviewMessages = {
  get heading() {
    return t("heading");
  },
  vat: (vat: string) => t("vat", { vat }),
  methods: {
    get provider() {
      return t("methods.provider");
    },
    get cash() {
      return t("methods.cash");
    },
    get card() {
      return t("methods.card");
    },
  } satisfies Record<RefundMethod, string>,
  /** A free ticket or order, or one whose money all went back already. */
  get nothing() {
    return t("nothing");
  },
} as const;
