// Arabic strings of the sales editor (/admin-sales-editor): finding an order,
// its details, answers, tickets and audit log, and the corrections (correct the
// buyer or the answers, void a ticket, cancel or refund the order). Refusals of the corrections
// themselves come from the functions (functionErrors.ts). Latin digits.
import type { OrderAuditAction, OrderStatus } from "../documents.js";
import { countOf, type CountedNoun } from "./countedNoun.js";
import { functionErrorMessages } from "./functionErrors.js";
import { paymentsMessages } from "./payments.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

export const orderNoun: CountedNoun = { one: "طلب واحد", two: "طلبان", few: "طلبات", many: "طلبًا", other: "طلب" };

// The ticket pages' and the box office's words where the editor says the same thing.
const { fields, details } = ticketsMessages;

export const salesEditorMessages = {
  intro: "ابحث عن طلب بمرجعه أو برقمه أو بهاتف المشتري، أو اختره من أحدث الطلبات، ثم صحّح المشتري أو ألغِ تذكرة أو ألغِ الطلب أو استرده. يُسجَّل كل تعديل مع سببه.",

  search: {
    label: "رقم الطلب أو هاتف المشتري",
    hint: "مرجع الطلب (BW-XXXX-XXXX، بالبادئة أو دونها)، أو رقم الطلب كما هو، أو رقم الهاتف بأي صيغة، محليًا أو دوليًا.",
    submit: ticketsMessages.search,
    clear: "مسح البحث",
    invalid: "أدخل رقم طلب أو رقم هاتف صحيحًا.",
    empty: "اكتب رقم الطلب أو هاتف المشتري.",
    notFoundId: (orderId: string) => `لا يوجد طلب بالرقم ${orderId}.`,
    notFoundReference: (reference: string) => `لا يوجد طلب بالمرجع ${reference}.`,
    notFoundPhone: (phone: string) => `لا توجد طلبات لهاتف المشتري ${phone}.`,
    resultsForPhone: (phone: string) => `طلبات الهاتف ${phone}`,
    latest: "أحدث الطلبات",
    noOrders: "لا توجد طلبات بعد.",
    loadMore: "عرض المزيد",
    loaded: (count: number) => `المعروض: ${countOf(count, orderNoun)}`,
    tooMany: (max: number) => `تُعرض أحدث ${max} طلبًا لهذا الهاتف فقط.`,
    open: (buyer: string) => `فتح طلب ${buyer}`,
  },

  order: {
    back: "العودة إلى البحث",
    heading: "الطلب",
    reference: ticketsMessages.fields.orderReference,
    id: "رقم الطلب",
    event: fields.event,
    buyer: details.buyer,
    phone: fields.phone,
    email: "البريد الإلكتروني",
    seller: details.seller,
    channel: fields.channel,
    payment: details.payment,
    items: "المحتوى",
    item: (name: string, quantity: number, unitPrice: string) => `${name} × ${quantity} (${unitPrice})`,
    total: details.total,
    /** Shown once part of the order's money went back (its refundedAmount). */
    refunded: "المسترد",
    stillPaid: "المتبقي المدفوع",
    invoice: "رقم الفاتورة",
    status: fields.status,
    createdAt: details.orderedAt,
    cancelledAt: "وقت الإلغاء",
    cancelReason: "سبب الإلغاء",
    answers: details.orderAnswers,
    /** An online order not paid yet: its tickets' answers wait on the order until the tickets are issued. */
    ticketAnswers: "إجابات التذاكر (تُنقل إلى التذاكر عند إصدارها)",
    ticketAnswersOf: (position: number, typeName: string) => `التذكرة ${position} (${typeName})`,
    notFound: "لم نجد هذا الطلب. ربما الرقم غير صحيح.",
    closed: "هذا الطلب ملغى أو مسترد: لا يمكن إلغاؤه أو استرداده مرة أخرى.",
  },

  tickets: {
    heading: "التذاكر",
    count: ticketCount,
    empty: "لا توجد تذاكر لهذا الطلب.",
    holder: "الحامل",
    open: "عرض التذكرة",
    openLabel: (id: string) => `عرض التذكرة ${id}`,
    voidReason: (reason: string) => `سبب الإلغاء: ${reason}`,
    partial: (shown: number) => `تُعرض أول ${shown} تذكرة من هذا الطلب.`,
    answers: details.ticketAnswers,
    /** One answer in a ticket's row (or a pending order's ticket). */
    answer: (label: string, value: string) => `${label}: ${value}`,
  },

  audit: {
    heading: "سجل التعديلات",
    empty: "لم يُعدَّل هذا الطلب بعد.",
    actions: {
      buyer_corrected: "تصحيح المشتري",
      answers_corrected: "تصحيح الإجابات",
      ticket_voided: "إلغاء تذكرة",
      order_cancelled: "إلغاء الطلب",
      order_refunded: "استرداد الطلب",
      order_partially_refunded: "استرداد جزئي",
    } satisfies Record<OrderAuditAction, string>,
    by: (who: string) => `بواسطة ${who}`,
    reason: (reason: string) => `السبب: ${reason}`,
    change: (before: string, after: string) => `${before} ← ${after}`,
    field: (label: string, change: string) => `${label}: ${change}`,
    tickets: (ids: string) => `التذاكر: ${ids}`,
    ticket: (id: string) => `التذكرة: ${id}`,
    none: "—",
    unknownValue: "؟",
  },

  actions: {
    heading: "التعديلات",
    correctBuyer: "تصحيح المشتري",
    correctAnswers: "تصحيح الإجابات",
    /** The button's name for a screen reader: its visible words first, then the ticket. */
    correctTicketAnswersLabel: (id: string) => `تصحيح الإجابات للتذكرة ${id}`,
    voidTicket: "إلغاء التذكرة",
    voidTicketLabel: (id: string) => `إلغاء التذكرة ${id}`,
    cancelOrder: "إلغاء الطلب",
    refundOrder: "استرداد الطلب",
  },

  dialogs: {
    reason: "سبب التعديل",
    reasonHint: (max: number) => `إلزامي، حتى ${max} حرف. يظهر في سجل التعديلات.`,
    reasonCount: (length: number, max: number) => `${length}/${max}`,
    cancel: "تراجع",
    working: paymentsMessages.checkout.deciding,
    correctBuyer: {
      title: "تصحيح بيانات المشتري",
      body: "تتبع التذاكرُ التي تحمل اسم المشتري الحالي التصحيحَ؛ التذاكر المخصصة لضيف باسمه تبقى كما هي.",
      name: salesMessages.buyerName,
      phone: salesMessages.buyerPhone,
      // The same field as the shop's checkout asks for.
      email: shopMessages.buyerEmail,
      confirm: "حفظ التصحيح",
      unchanged: functionErrorMessages.buyerUnchanged,
    },
    voidTicket: {
      title: "إلغاء تذكرة",
      body: (ticket: string) =>
        `ستُلغى التذكرة ${ticket} وتُرفض عند البوابة من الآن. إن لم يدخل حاملها بعد، تعود إلى البيع.`,
      confirm: "إلغاء التذكرة",
    },
    cancelOrder: {
      title: "إلغاء الطلب",
      body: (count: string) =>
        `سيُلغى الطلب كله (${count}): تُرفض تذاكره عند البوابة، وتعود غير المستخدمة منها إلى البيع. لا يُسجَّل استرداد للمبلغ.`,
      confirm: "إلغاء الطلب",
    },
    refundOrder: {
      title: "استرداد الطلب",
      body: (count: string) => `سيُسترد الطلب وتُلغى تذاكره (${count}): تُرفض عند البوابة، وتعود غير المستخدمة منها إلى البيع.`,
      confirm: "استرداد الطلب",
    },
  },

  done: {
    answersCorrected: "صُحّحت الإجابات.",
    buyerCorrected: (followed: number) =>
      followed === 0 ? "صُحّحت بيانات المشتري." : `صُحّحت بيانات المشتري وتبعتها ${ticketCount(followed)}.`,
    ticketVoided: (returned: number) =>
      returned > 0 ? "أُلغيت التذكرة وعادت إلى البيع." : "أُلغيت التذكرة. لم تعد إلى البيع لأن حاملها دخل.",
    orderClosed: (refund: boolean, voided: number, returned: number) => {
      const head = refund ? "استُرد الطلب" : "أُلغي الطلب";
      if (voided === 0) return `${head}.`;
      const back = returned === 0 ? "ولم يعد شيء منها للبيع" : `وعادت ${returned} للبيع`;
      return `${head}: أُلغيت ${ticketCount(voided)} ${back}.`;
    },
    close: "إغلاق",
  },

  /** The same words as the ticket pages, for order statuses. */
  orderStatuses: details.orderStatuses satisfies Record<OrderStatus, string>,
} as const;
