// The accountant's files the dashboard downloads (web/src/features/dashboard/
// report/): the sales report (salesReport.ts's rows) and the list of invoices
// and credit notes issued in the period, with Arabic column names. A module
// of its own, loaded with the files' chunk on the first download, not with
// the dashboard every visit opens (docs/performance.md, page budgets).
import { messages } from "./compiled/ar/salesReport.js";
import { arabicSection } from "./i18n.js";
import type { ReportPaymentMethod } from "../documents.js";
import type { TaxDocumentKind } from "../invoiceSchemas.js";
import { dashboardMessages } from "./dashboard.js";
import { paymentsMessages } from "./payments.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("salesReport", messages);

export const salesReportMessages = {
  sales: {
    get header() {
      return t.list("sales.header");
    },
    channels: ticketsMessages.channels,
    paymentMethods: {
      ...ticketsMessages.payments,
      get stripe() {
        return t("sales.paymentMethods.stripe");
      },
      yousr: paymentsMessages.gatewayName,
    } satisfies Record<ReportPaymentMethod, string>,
    /** A type or an event deleted since its sales were counted. */
    unnamedType: dashboardMessages.breakdown.unnamedType,
    get unnamedEvent() {
      return t("sales.unnamedEvent");
    },
    /** `from`, `to`: the period's first and last days ("all": the first and last days with sales). */
    fileName: (from: string, to: string) => t("sales.fileName", { from, to }),
  },
  documents: {
    get header() {
      return t.list("documents.header");
    },
    kinds: {
      get invoice() {
        return t("documents.kinds.invoice");
      },
      get credit_note() {
        return t("documents.kinds.credit_note");
      },
    } satisfies Record<TaxDocumentKind, string>,
    fileName: (from: string, to: string) => t("documents.fileName", { from, to }),
  },
} as const;
