// The waiting list of a sold-out ticket type (common/src/waitingListSchemas.ts):
// why a join, a leave, an offer or a purchase with an offer is refused, and
// the e-mail that carries an offer. The functions answer with these; the
// shop's "notify me" and the organiser's list will show them.
import { ticketCount } from "./tickets.js";

export const waitingListMessages = {
  errors: {
    /** The shop refuses a type whose list is open to a buyer without an offer for it. */
    soldOutJoinList: (typeName: string) => `نفدت تذاكر «${typeName}». سجّل في قائمة الانتظار لنُعلمك حين تتوفر تذاكر.`,
    notSoldOut: "ما زالت تذاكر هذا النوع متاحة: اشترِها مباشرة.",
    paused: "قائمة الانتظار لهذا النوع موقوفة الآن.",
    alreadyListed: "رقمك مسجّل في قائمة الانتظار لهذا النوع من قبل.",
    removedByOrganiser: "أزال المنظّم رقمك من قائمة الانتظار لهذا النوع.",
    notListed: "رقمك غير مسجّل في قائمة الانتظار لهذا النوع.",
    entryNotFound: "لا يوجد هذا التسجيل في قائمة الانتظار.",
    /** Leaving while an order made with the offer waits for its payment. */
    orderInProgress: "لديك طلب بعرض قائمة الانتظار ينتظر الدفع. أكمله أو انتظر انتهاء مهلته.",
    overPerOrderLimit: (limit: number) => `يمكن طلب ${ticketCount(limit)} على الأكثر لهذا النوع.`,
    offerNotFound: "لا يوجد عرض من قائمة الانتظار بهذا الرابط لرقمك.",
    offerExpired: "انتهت مهلة عرض قائمة الانتظار هذا، وانتقلت التذاكر إلى التالي في القائمة.",
    offerUsed: "استُخدم عرض قائمة الانتظار هذا من قبل.",
    overOffer: (allotment: number) => `عرضك من قائمة الانتظار لـ${ticketCount(allotment)} على الأكثر.`,
    hiddenType: "لا قائمة انتظار لهذا النوع.",
  },
  input: {
    quantity: "عدد التذاكر المطلوبة عدد صحيح من 1 فأكثر.",
    offerMinutes: "مهلة العرض عدد صحيح من الدقائق بين 5 و1440.",
    paused: "اختر إيقاف القائمة أو استئنافها.",
  },
  /** The e-mail of an offer (waitingList/offerMail.ts). */
  mail: {
    subject: (eventTitle: string) => `توفرت تذاكر لك: ${eventTitle}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (eventTitle: string, typeName: string, quantity: number) =>
      `جاء دورك في قائمة الانتظار: حجزنا لك ${ticketCount(quantity)} من «${typeName}» في «${eventTitle}».`,
    until: (dateTime: string) => `العرض محجوز لك وحدك حتى ${dateTime}، ثم ينتقل إلى التالي في القائمة.`,
    link: "أكمل الشراء",
  },
} as const;
