// Arabic strings of the public shop (/buy-tickets): the events on sale, one
// event's tickets and the buyer's details, paying, and the order's private
// page with its tickets. Refusals of the purchase itself come from the
// function (functionErrors.ts).
import type { OrderStatus } from "../documents.js";
import { countOf, type CountedNoun } from "./countedNoun.js";
import { salesMessages } from "./sales.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

export const minuteNoun: CountedNoun = { one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة", other: "دقيقة" };

/** "دقيقة واحدة", "دقيقتان", "5 دقائق", "15 دقيقة": the counted noun agrees with the number. */
export const minuteCount = (count: number) => countOf(count, minuteNoun);

export const shopMessages = {
  intro: "اختر فعاليتك وتذاكرك. الأسعار شاملة، والتذاكر تصلك برموز QR فور الدفع.",
  allCategories: "الكل",
  categoryFilter: "تصفية حسب الفئة",
  loadError: "تعذّر تحميل الفعاليات. تحقّق من اتصالك ثم أعد تحميل الصفحة.",
  empty: "لا توجد فعاليات معروضة للبيع حاليًا. عُد قريبًا!",
  emptyInCategory: "لا توجد فعاليات معروضة للبيع في هذه الفئة حاليًا.",
  free: "مجانًا",
  onSale: "متاح",
  fewLeft: (count: number) => `بقي ${count} فقط`,
  soldOut: "نفدت التذاكر",
  notStarted: "لم يبدأ البيع بعد",
  ended: "انتهى البيع",
  notOnSale: "غير متاح للبيع",

  chooseEvent: "اختر التذاكر",
  chooseEventLabel: (title: string) => `اختر تذاكر «${title}»`,
  backToEvents: "كل الفعاليات",
  eventGone: "هذه الفعالية غير معروضة للبيع الآن.",

  recentOrders: "طلباتي الأخيرة",
  recentOrdersHint: "محفوظة على هذا الجهاز فقط.",
  recentOrder: (eventTitle: string) => `تذاكر «${eventTitle}»`,

  ticketsHeading: salesMessages.ticketsHeading,
  noTypesOnSale: salesMessages.noTypesOnSale,
  maxPerOrder: (max: number) => `بلغ الطلب الحد الأقصى (${ticketCount(max)}).`,
  fixQuantities: "عدّل الكميات المشار إليها قبل الدفع.",
  emptyCart: salesMessages.emptyCart,
  total: salesMessages.orderTotal,
  ticketCount,

  buyerHeading: "بياناتك",
  buyerName: "الاسم الكامل",
  buyerPhone: "رقم الجوال",
  buyerPhoneHint: "مثل 0551234567 أو ‎+966551234567",
  buyerEmail: "البريد الإلكتروني (اختياري)",
  buyerEmailHint: "نرسل إليه رابط تذاكرك.",
  termsBefore: "بالمتابعة إلى الدفع فإنك توافق على ",
  termsLink: "سياسة الخصوصية",

  pay: "المتابعة إلى الدفع",
  getFree: "احصل على التذاكر",
  paying: "جارٍ تجهيز الطلب…",
  notEnoughTitle: salesMessages.notEnoughTitle,
  /** After a timeout or a lost connection the order may have been made. */
  retrySameOrder:
    "ربما سُجّل طلبك قبل انقطاع الرد. أعد المحاولة دون تغيير أي شيء: لن تُحجز التذاكر مرتين.",

  order: {
    heading: "طلبك",
    retry: ticketsMessages.load.retry,
    statuses: {
      pending: "بانتظار تأكيد الدفع",
      paid: "تم الدفع وصدرت تذاكرك",
      cancelled: "أُلغي الطلب",
      expired: "انتهت مهلة الطلب",
      refunded: "استُرد مبلغ الطلب",
    } satisfies Record<OrderStatus, string>,
    pendingBody: "ننتظر تأكيد الدفع من مزوّد الدفع. تتحدّث هذه الصفحة تلقائيًا.",
    holdLeft: (minutes: number) => `التذاكر محجوزة لك لمدة ${minuteCount(minutes)}.`,
    holdOver: "انتهت مهلة الحجز تقريبًا.",
    payNow: "أكمل الدفع",
    summary: (count: number, total: string) => `${ticketCount(count)} · ${total}`,
    buyer: (name: string) => `باسم ${name}`,
    keepLink: "احتفظ بهذا الرابط: يفتح تذاكرك على أي جهاز.",
    privateLink: "الرابط الخاص بطلبك",
    copyLink: "نسخ الرابط",
    copied: "نُسخ الرابط.",
    copyFailed: "تعذّر النسخ. انسخ الرابط يدويًا.",
    buyAgain: "اشترِ تذاكر هذه الفعالية مجددًا",
    backToShop: "العودة إلى الفعاليات",
  },
} as const;
