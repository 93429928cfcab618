// Arabic strings of the box-office selling pages (/generate-tickets, the
// category pages, /qasr-ticket-creation): choosing the event, the tickets, the
// buyer and the payment, and the tickets issued. Refusals of the sale itself
// come from the function (functionErrors.ts).
import { ticketCount, ticketsMessages } from "./tickets.js";

export const salesMessages = {
  intro: "اختر الفعالية، ثم التذاكر وبيانات المشتري، فتصدر التذاكر برموز QR في الحال.",
  empty: "لا توجد فعاليات منشورة للبيع في هذا القسم حاليًا.",

  search: "ابحث عن فعالية",
  searchHint: "بالاسم أو المكان أو الفئة",
  noMatch: (query: string) => `لا توجد فعالية تطابق «${query}».`,
  chooseEvent: "بيع تذاكر هذه الفعالية",
  eventGone: "لم تعد هذه الفعالية معروضة للبيع. اختر فعالية أخرى.",
  changeEvent: "تغيير الفعالية",

  ticketsHeading: "التذاكر",
  /** What is left of a type, for the staff (the shop only says "few left"). */
  left: (count: number) => `متبقٍّ ${count}`,
  perOrderLimit: (limit: number) => `حتى ${limit} في الطلب`,
  increase: "زيادة",
  decrease: "إنقاص",
  noTypesOnSale: "لا توجد تذاكر من هذه الفعالية معروضة للبيع الآن.",
  maxPerSale: (max: number) => `بلغ الطلب الحد الأقصى (${ticketCount(max)}). للأعداد الكبيرة استخدم الإصدار بالجملة.`,
  fixQuantities: "عدّل الكميات المشار إليها قبل الإصدار.",
  orderTotal: "الإجمالي",
  emptyCart: "لم تختر أي تذكرة بعد.",
  ticketCount,

  buyerHeading: "المشتري",
  buyerName: "اسم المشتري",
  buyerPhone: "رقم الهاتف (اختياري)",
  buyerPhoneHint: "لإرسال التذاكر إليه عبر واتساب.",

  paymentHeading: "طريقة الدفع",
  /** The same words as on the tickets and orders. */
  payment: ticketsMessages.payments,

  issue: "إصدار التذاكر",
  issuing: "جارٍ الإصدار…",
  notEnoughTitle: "لم يتبقَّ ما يكفي من التذاكر",
  /** After a timeout or a lost connection the sale may have gone through. */
  retrySameSale:
    "ربما صدرت التذاكر قبل انقطاع الرد. أعد المحاولة دون تغيير أي شيء: لن تُباع مرتين، وتظهر التذاكر إن كانت قد صدرت.",

  issuedHeading: "صدرت التذاكر",
  orderId: (orderId: string) => `رقم الطلب: ${orderId}`,
  issuedSummary: (count: number, total: string, payment: string) => `${ticketCount(count)} · ${total} · ${payment}`,
  ticketOf: (position: number, count: number) => `التذكرة ${position} من ${count}`,
  newSale: "بيع جديد",
} as const;
