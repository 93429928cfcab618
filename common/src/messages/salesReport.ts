// The accountant's files the dashboard downloads (web/src/features/dashboard/
// report/): the sales report (salesReport.ts's rows) and the list of invoices
// and credit notes issued in the period, with Arabic column names. A module
// of its own, loaded with the files' chunk on the first download, not with
// the dashboard every visit opens (docs/performance.md, page budgets).
import type { ReportPaymentMethod } from "../documents.js";
import type { TaxDocumentKind } from "../invoiceSchemas.js";
import { dashboardMessages } from "./dashboard.js";
import { paymentsMessages } from "./payments.js";
import { ticketsMessages } from "./tickets.js";

export const salesReportMessages = {
  sales: {
    header: [
      "اليوم",
      "الفعالية",
      "نوع التذكرة",
      "قناة البيع",
      "طريقة الدفع",
      "العملة",
      "الكمية",
      "الإجمالي شاملًا الضريبة",
      "المبالغ المستردة",
      "ضريبة القيمة المضافة",
      "الصافي دون الضريبة",
    ],
    channels: ticketsMessages.channels,
    paymentMethods: {
      ...ticketsMessages.payments,
      stripe: "Stripe",
      yousr: paymentsMessages.gatewayName,
    } satisfies Record<ReportPaymentMethod, string>,
    /** A type or an event deleted since its sales were counted. */
    unnamedType: dashboardMessages.breakdown.unnamedType,
    unnamedEvent: "فعالية محذوفة",
    /** `from`, `to`: the period's first and last days ("all": the first and last days with sales). */
    fileName: (from: string, to: string) => `sales-report-${from}-${to}.csv`,
  },
  documents: {
    header: [
      "الرقم",
      "النوع",
      "تاريخ الإصدار بتوقيت الفعالية",
      "مرجع الطلب",
      "الفعالية",
      "العملة",
      "الإجمالي شاملًا الضريبة",
      "ضريبة القيمة المضافة",
      "الصافي دون الضريبة",
      "الفاتورة التي يصحّحها",
      "السبب",
    ],
    kinds: { invoice: "فاتورة ضريبية مبسطة", credit_note: "إشعار دائن" } satisfies Record<TaxDocumentKind, string>,
    fileName: (from: string, to: string) => `invoices-credit-notes-${from}-${to}.csv`,
  },
} as const;
