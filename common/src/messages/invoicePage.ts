// Arabic strings of an order's public invoice page (/invoice, invoiceLink.ts):
// the simplified tax invoice, its credit notes and the order's money, on
// screen and printed; and the confirmation e-mail's line that links to it.
// The page's own chunk imports them, so the shop downloads none.
import type { RefundMethod } from "../invoiceSchemas.js";

export const invoicePageMessages = {
  /** The page's heading, as the order page's link names it (orderPage.ts `invoice`). */
  heading: "الفاتورة الضريبية",
  invoiceTitle: "فاتورة ضريبية مبسطة",
  creditNoteTitle: "إشعار دائن",
  /** Nothing issued: an unpaid order, or a seller that issues no invoices. */
  noInvoice: "لا توجد فاتورة ضريبية لهذا الطلب. تصدر الفاتورة عند اكتمال الدفع.",
  backToOrder: "العودة إلى الطلب",
  loadFailed: "تعذّر تحميل الفاتورة.",

  seller: {
    vatNumber: "الرقم الضريبي",
    address: "العنوان",
    logoAlt: (name: string) => `شعار ${name}`,
  },

  fields: {
    invoiceNumber: "رقم الفاتورة",
    creditNoteNumber: "رقم الإشعار",
    issuedAt: "تاريخ ووقت الإصدار",
    orderReference: "مرجع الطلب",
    event: "الفعالية",
    /** The invoice a credit note corrects. */
    ofInvoice: "الفاتورة الأصلية",
    reason: "السبب",
    refundMethod: "طريقة إعادة المبلغ",
  },

  refundMethods: {
    provider: "أُعيد المبلغ إلى وسيلة الدفع عبر مزوّد الدفع",
    cash: "نقدًا في شباك التذاكر",
    card: "إلى البطاقة في شباك التذاكر",
  } satisfies Record<RefundMethod, string>,

  lines: {
    heading: "البنود",
    item: "البند",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة شامل الضريبة",
    vatRate: "نسبة الضريبة",
    vat: "ضريبة القيمة المضافة",
    total: "المجموع شامل الضريبة",
  },
  /** A rate as formatVatRate writes it ("15", "2.5"): "15٪". */
  vatRate: (rate: string) => `${rate}٪`,

  totals: {
    net: "الإجمالي غير شامل ضريبة القيمة المضافة",
    vat: "مجموع ضريبة القيمة المضافة",
    gross: "الإجمالي شامل ضريبة القيمة المضافة",
  },

  qrAlt: (title: string, number: string) => `رمز QR لـ${title} رقم ${number}`,

  money: {
    heading: "مبالغ الطلب",
    paid: "المدفوع",
    refunded: "المسترد",
    remaining: "المتبقي مدفوعًا",
  },

  /** The confirmation e-mail's line above the invoice page's link. */
  mailLink: "فاتورتك الضريبية المبسطة من هذا الرابط:",
} as const;
