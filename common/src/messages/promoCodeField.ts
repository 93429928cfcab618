// The code field of the shop's checkout (and the box office's): typing a
// promo or access code, what it did, taking it off. Its own module: the
// field is a chunk loaded when the buyer asks for it, and so are its words.
// Refusals of a code come from the functions (promoCodes.ts `errors`).
import { ticketCount } from "./tickets.js";

export const promoCodeFieldMessages = {
  label: "رمز الخصم أو الدعوة",
  apply: "تطبيق",
  applying: "جارٍ التحقق…",
  empty: "اكتب الرمز أولًا.",
  verifyFirst: "تحقّق من رقم جوالك أولًا، ثم طبّق الرمز.",
  /** Followed by the code, left to right. */
  applied: "طُبّق الرمز",
  discounted: "الأسعار المخفّضة ظاهرة في التذاكر أعلاه.",
  unlocked: (names: string) => `فتح الرمز: ${names}`,
  perOrderLimit: (limit: number) => `يصلح الرمز لـ${ticketCount(limit)} في الطلب الواحد على الأكثر.`,
  remove: "إزالة الرمز",
} as const;
