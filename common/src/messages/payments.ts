// Arabic strings of Yousr Pay, the built-in test payment gateway: its hosted
// checkout (/youser-payment) where the payer approves or declines, and the
// super_admin's console (/yousr-pay-test) of its payments and of every
// payment notification the shop received. Why a notification was refused
// comes from the functions (functionErrors.ts paymentMessages).
import type { PaymentEventOutcome, PaymentEventType, YousrPaymentStatus } from "../documents.js";

export const paymentsMessages = {
  gatewayName: "يُسر للدفع",
  testMode: "يُسر للدفع — وضع الاختبار",
  testModeBody: "بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.",

  checkout: {
    merchant: "التاجر",
    description: "الوصف",
    amount: "المبلغ",
    status: "الحالة",
    approve: "ادفع",
    decline: "رفض الدفع",
    deciding: "جارٍ التنفيذ…",
    noPayment: "لم يُحدَّد أي عملية دفع في الرابط.",
    decided: {
      approved: "تمت الموافقة على الدفع.",
      declined: "رُفض الدفع.",
      refunded: "استُرد المبلغ.",
      closed: "أُغلقت عملية الدفع: انتهى حجز تذاكر هذا الطلب، فلم يعد الدفع ممكنًا.",
    } satisfies Record<Exclude<YousrPaymentStatus, "open">, string>,
    backToMerchant: "العودة إلى المتجر",
  },

  statuses: {
    open: "بانتظار الدافع",
    approved: "مقبولة",
    declined: "مرفوضة",
    refunded: "مستردة",
    closed: "مغلقة",
  } satisfies Record<YousrPaymentStatus, string>,

  console: {
    intro: "عمليات الدفع التجريبية، وسجلّ كل إشعار دفع وصل إلى المتجر وما فعله به.",
    paymentsHeading: "عمليات الدفع",
    noPayments: "لا توجد عمليات دفع بعد.",
    loadError: "تعذّر تحميل البيانات. تحقّق من اتصالك ثم أعد تحميل الصفحة.",
    columns: {
      status: "الحالة",
      amount: "المبلغ",
      order: "الطلب",
      created: "أُنشئت",
      deliveries: "الإشعارات",
      lastDelivery: "آخر رد",
      actions: "إجراءات",
    },
    deliveries: (count: number) => (count === 0 ? "لم يُرسل إشعار" : `${count} × إرسال`),
    httpStatus: (status: number) => `HTTP ${status}`,
    replay: "إعادة إرسال الإشعار",
    replayed: (status: number) => `أُعيد إرسال الإشعار، وأجاب المتجر بـ HTTP ${status}.`,
    forceDecline: "فرض الرفض",
    declined: "رُفضت عملية الدفع.",

    eventsHeading: "سجلّ إشعارات الدفع (آخر 50)",
    noEvents: "لم يصل أي إشعار دفع بعد.",
    eventColumns: {
      provider: "المزوّد",
      type: "النوع",
      order: "الطلب",
      outcome: "النتيجة",
      reason: "السبب",
      time: "الوقت",
    },
    eventTypes: {
      paid: "دفع",
      failed: "فشل",
      refunded: "استرداد",
    } satisfies Record<PaymentEventType, string>,
    outcomes: {
      applied: "طُبّق",
      duplicate: "مكرر",
      ignored: "تُجوهل",
      rejected: "مرفوض",
      refunded: "استُرد",
    } satisfies Record<PaymentEventOutcome, string>,
  },
} as const;
