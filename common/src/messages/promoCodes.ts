// Promo and access codes (common/src/promoCodes.ts): why a code is refused,
// what its creation asks for. The functions answer with these; the shop's
// code field and the organiser's codes page show them.
import { inputMessages } from "./functionErrors.js";
import { ticketCount } from "./tickets.js";

export const promoCodeMessages = {
  errors: {
    /** Unknown in this event (a code of another event is unknown here too). */
    unknown: "لا يوجد رمز بهذا الاسم لهذه الفعالية. تحقّق من كتابته.",
    paused: "هذا الرمز موقوف الآن.",
    notStarted: "لم يبدأ العمل بهذا الرمز بعد.",
    ended: "انتهت صلاحية هذا الرمز.",
    usedUp: (remaining: number) =>
      remaining === 0 ? "استُخدم هذا الرمز بالكامل." : `بقي لهذا الرمز ${ticketCount(remaining)} فقط.`,
    notForTheseTickets: "هذا الرمز لا ينطبق على التذاكر المختارة.",
    overOrderLimit: (limit: number) => `يصلح هذا الرمز لـ${ticketCount(limit)} في الطلب الواحد على الأكثر.`,
    exists: "هذا الرمز موجود من قبل في هذه الفعالية.",
    changed: "تغيّرت شروط الرمز أثناء الطلب. حاول مجددًا.",
  },
  input: {
    /** The same words as a sale's code field (functionErrors.ts inputMessages.promoCode). */
    code: inputMessages.promoCode,
    maxUses: "عدد مرات الاستخدام عدد صحيح من 1 إلى 1,000,000.",
    perOrderLimit: "الحد لكل طلب عدد صحيح من 1 فأكثر.",
    percent: "نسبة الخصم عدد صحيح من 1 إلى 100.",
    amount: "مبلغ الخصم أكبر من صفر.",
    priceFloor: "أدنى سعر مبلغ من صفر فأكثر.",
    window: "نهاية صلاحية الرمز بعد بدايتها.",
    nothingToDo: "الرمز يخفّض السعر أو يفتح نوعًا مخفيًا: اختر خصمًا أو نوعًا مخفيًا.",
    ticketTypes: "اختر أنواع التذاكر من أنواع هذه الفعالية.",
  },
} as const;
