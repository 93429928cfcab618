// Compiled from catalogs/ar/salesReport.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly sales: {
    readonly paymentMethods: {
      readonly stripe: string;
    };
    readonly unnamedEvent: string;
    fileName(from: string | number, to: string | number): string;
    readonly header: readonly string[];
  };
  readonly documents: {
    readonly kinds: {
      readonly invoice: string;
      readonly credit_note: string;
    };
    fileName(from: string | number, to: string | number): string;
    readonly header: readonly string[];
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"sales\":{\"paymentMethods\":{\"stripe\":[\"Stripe\"]},\"unnamedEvent\":[\"فعالية محذوفة\"],\"fileName(from, to)\":[\"sales-report-\",[\"from\"],\"-\",[\"to\"],\".csv\"],\"header\":{\"0\":[\"اليوم\"],\"1\":[\"الفعالية\"],\"2\":[\"نوع التذكرة\"],\"3\":[\"قناة البيع\"],\"4\":[\"طريقة الدفع\"],\"5\":[\"العملة\"],\"6\":[\"الكمية\"],\"7\":[\"الإجمالي شاملًا الضريبة\"],\"8\":[\"المبالغ المستردة\"],\"9\":[\"ضريبة القيمة المضافة\"],\"10\":[\"الصافي دون الضريبة\"]}},\"documents\":{\"kinds\":{\"invoice\":[\"فاتورة ضريبية مبسطة\"],\"credit_note\":[\"إشعار دائن\"]},\"fileName(from, to)\":[\"invoices-credit-notes-\",[\"from\"],\"-\",[\"to\"],\".csv\"],\"header\":{\"0\":[\"الرقم\"],\"1\":[\"النوع\"],\"2\":[\"تاريخ الإصدار بتوقيت الفعالية\"],\"3\":[\"مرجع الطلب\"],\"4\":[\"الفعالية\"],\"5\":[\"العملة\"],\"6\":[\"الإجمالي شاملًا الضريبة\"],\"7\":[\"ضريبة القيمة المضافة\"],\"8\":[\"الصافي دون الضريبة\"],\"9\":[\"الفاتورة التي يصحّحها\"],\"10\":[\"السبب\"]}}}");
