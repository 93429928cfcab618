// Compiled from catalogs/ar/invoicePage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly heading: string;
  readonly invoiceTitle: string;
  readonly creditNoteTitle: string;
  readonly noInvoice: string;
  readonly backToOrder: string;
  readonly loadFailed: string;
  readonly seller: {
    readonly vatNumber: string;
    readonly address: string;
    logoAlt(name: string | number): string;
  };
  readonly fields: {
    readonly invoiceNumber: string;
    readonly creditNoteNumber: string;
    readonly issuedAt: string;
    readonly orderReference: string;
    readonly event: string;
    readonly ofInvoice: string;
    readonly reason: string;
    readonly refundMethod: string;
  };
  readonly refundMethods: {
    readonly provider: string;
    readonly cash: string;
    readonly card: string;
  };
  readonly lines: {
    readonly heading: string;
    readonly item: string;
    readonly quantity: string;
    readonly unitPrice: string;
    readonly vatRate: string;
    readonly vat: string;
    readonly total: string;
  };
  vatRate(rate: string | number): string;
  readonly totals: {
    readonly net: string;
    readonly vat: string;
    readonly gross: string;
  };
  qrAlt(title: string | number, number: string | number): string;
  readonly money: {
    readonly heading: string;
    readonly paid: string;
    readonly refunded: string;
    readonly remaining: string;
  };
  readonly mailLink: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"heading\":[\"الفاتورة الضريبية\"],\"invoiceTitle\":[\"فاتورة ضريبية مبسطة\"],\"creditNoteTitle\":[\"إشعار دائن\"],\"noInvoice\":[\"لا توجد فاتورة ضريبية لهذا الطلب. تصدر الفاتورة عند اكتمال الدفع.\"],\"backToOrder\":[\"العودة إلى الطلب\"],\"loadFailed\":[\"تعذّر تحميل الفاتورة.\"],\"seller\":{\"vatNumber\":[\"الرقم الضريبي\"],\"address\":[\"العنوان\"],\"logoAlt(name)\":[\"شعار \",[\"name\"]]},\"fields\":{\"invoiceNumber\":[\"رقم الفاتورة\"],\"creditNoteNumber\":[\"رقم الإشعار\"],\"issuedAt\":[\"تاريخ ووقت الإصدار\"],\"orderReference\":[\"مرجع الطلب\"],\"event\":[\"الفعالية\"],\"ofInvoice\":[\"الفاتورة الأصلية\"],\"reason\":[\"السبب\"],\"refundMethod\":[\"طريقة إعادة المبلغ\"]},\"refundMethods\":{\"provider\":[\"أُعيد المبلغ إلى وسيلة الدفع عبر مزوّد الدفع\"],\"cash\":[\"نقدًا في شباك التذاكر\"],\"card\":[\"إلى البطاقة في شباك التذاكر\"]},\"lines\":{\"heading\":[\"البنود\"],\"item\":[\"البند\"],\"quantity\":[\"الكمية\"],\"unitPrice\":[\"سعر الوحدة شامل الضريبة\"],\"vatRate\":[\"نسبة الضريبة\"],\"vat\":[\"ضريبة القيمة المضافة\"],\"total\":[\"المجموع شامل الضريبة\"]},\"vatRate(rate)\":[[\"rate\"],\"٪\"],\"totals\":{\"net\":[\"الإجمالي غير شامل ضريبة القيمة المضافة\"],\"vat\":[\"مجموع ضريبة القيمة المضافة\"],\"gross\":[\"الإجمالي شامل ضريبة القيمة المضافة\"]},\"qrAlt(title, number)\":[\"رمز QR لـ\",[\"title\"],\" رقم \",[\"number\"]],\"money\":{\"heading\":[\"مبالغ الطلب\"],\"paid\":[\"المدفوع\"],\"refunded\":[\"المسترد\"],\"remaining\":[\"المتبقي مدفوعًا\"]},\"mailLink\":[\"فاتورتك الضريبية المبسطة من هذا الرابط:\"]}");
