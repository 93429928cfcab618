// The waiting list of a sold-out ticket type (common/src/waitingListSchemas.ts):
// why a join, a leave, an offer or a purchase with an offer is refused, and
// the e-mail that carries an offer. The functions answer with these; the
// shop's "notify me" form (`shop`), the buyer's lists on /my-tickets
// (`myTickets`) and the organiser's lists (`manager`) show them. Each page
// loads these with a chunk of its own; the few words a page shows before
// (the sold-out type's button, the organiser's action) are in
// waitingListEntry.ts.
import { countOf, type CountedNoun } from "./countedNoun.js";
import { ticketCount } from "./tickets.js";

const entryNoun: CountedNoun = { one: "شخص واحد", two: "شخصان", few: "أشخاص", many: "شخصًا", other: "شخص" };

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
  },
  input: {
    quantity: "عدد التذاكر المطلوبة عدد صحيح من 1 فأكثر.",
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
  /** The shop's "notify me" form for a sold-out type, and its checkout with an offer. */
  shop: {
    title: (typeName: string) => `قائمة انتظار «${typeName}»`,
    intro: "نفدت تذاكر هذا النوع. سجّل رقمك، وحين تتوفر تذاكر نحجزها لمن جاء دوره بالترتيب لمدة محدودة.",
    phoneFirst: "تحقّق من رقم جوالك أولًا: به نعرفك في القائمة ونعرض عليك التذاكر.",
    quantity: "عدد التذاكر المطلوبة",
    name: "الاسم الكامل",
    email: "البريد الإلكتروني (اختياري)",
    emailHint: "نرسل إليه رابط العرض حين يأتي دورك.",
    submit: "سجّلني في القائمة",
    joining: "جارٍ التسجيل…",
    joined: (typeName: string, quantity: number) => `سجّلناك في قائمة انتظار «${typeName}». التذاكر المطلوبة: ${ticketCount(quantity)}.`,
    joinedNext: (byMail: boolean) =>
      `حين يأتي دورك نحجز لك التذاكر لمدة محدودة ويظهر العرض في «تذاكري»${byMail ? "، ونرسله إلى بريدك" : ""}.`,
    myTickets: "تذاكري",
    close: "إغلاق",
    /** The checkout opened from an offer's link (offerLinkPath). */
    offer: {
      heading: "عرض من قائمة الانتظار",
      signIn: "هذا رابط عرض من قائمة الانتظار. تحقّق من رقم الجوال الذي سجّلت به لنعرض عليك التذاكر المحجوزة لك.",
      loading: "نقرأ عرضك…",
      held: (quantity: number, typeName: string) => `محجوز لك وحدك من «${typeName}»: ${ticketCount(quantity)}.`,
      until: (dateTime: string) => `حتى ${dateTime}، ثم تنتقل إلى التالي في القائمة.`,
      timeLeft: "الوقت المتبقي",
      /** No open offer of this phone has the link's id: bought, run out, or another phone's. */
      gone: "لا يوجد عرض مفتوح لرقمك بهذا الرابط: ربما انتهت مهلته أو استُخدم، أو سجّلت برقم آخر.",
      backToEvent: "العودة إلى الفعالية",
      retry: "إعادة المحاولة",
    },
  },
  /** `/my-tickets`: the buyer's waiting lists (listMyWaitingListOffers). */
  myTickets: {
    heading: "قوائم الانتظار",
    statuses: {
      waiting: "في الانتظار",
      offered: "تذاكر محجوزة لك",
      bought: "اشتريت",
      lapsed: "انتهت مهلة العرض",
      removed: "أزالك المنظّم",
      left: "غادرت القائمة",
    },
    wanted: (typeName: string, quantity: number) => `«${typeName}» · ${ticketCount(quantity)}`,
    joinedAt: (dateTime: string) => `سجّلت في ${dateTime}`,
    held: (quantity: number, dateTime: string) => `محجوز لك: ${ticketCount(quantity)}، حتى ${dateTime}`,
    timeLeft: "الوقت المتبقي",
    buy: "أكمل الشراء",
    leave: "مغادرة القائمة",
    leaveLabel: (typeName: string, eventTitle: string) => `مغادرة قائمة انتظار «${typeName}» في ${eventTitle}`,
    left: "غادرت قائمة الانتظار.",
    retry: "إعادة المحاولة",
  },
  /** The organiser's lists (web/src/features/events/waitingList). */
  manager: {
    title: (eventTitle: string) => `قائمة الانتظار: ${eventTitle}`,
    intro: "من سجّل في قائمة انتظار نوع نفدت تذاكره، بترتيب التسجيل. التذاكر التي تتوفر تُعرض على الأول فالأول لمدة محدودة.",
    waitingCount: (count: number) => (count === 0 ? "لا أحد ينتظر" : `ينتظر ${countOf(count, entryNoun)}`),
    empty: "لم يسجّل أحد في قائمة هذا النوع.",
    noTypes: "لا أنواع تذاكر معروضة للجمهور في هذه الفعالية.",
    loading: "نقرأ القائمة…",
    loadFailed: "تعذّر تحميل قائمة الانتظار. تحقّق من الاتصال ثم أعد فتحها.",
    listState: { open: "مفتوحة", paused: "موقوفة", closed: "لم تُفتح" },
    columns: {
      position: "الترتيب",
      name: "الاسم",
      phone: "الجوال",
      quantity: "التذاكر",
      status: "الحالة",
      joinedAt: "سجّل في",
      offer: "ينتهي العرض",
      actions: "إجراء",
    },
    statuses: {
      waiting: "ينتظر",
      offered: "عُرضت عليه",
      bought: "اشترى",
      lapsed: "انتهت مهلته",
      removed: "أزيل",
      left: "غادر",
    },
    pause: "إيقاف القائمة",
    resume: "استئناف القائمة",
    pauseLabel: (typeName: string) => `إيقاف قائمة انتظار «${typeName}»`,
    resumeLabel: (typeName: string) => `استئناف قائمة انتظار «${typeName}»`,
    pausedNote: "موقوفة: لا يسجّل فيها أحد ولا تُعرض تذاكر حتى تستأنفها. العروض القائمة تكمل مهلتها.",
    paused: (typeName: string) => `أُوقفت قائمة «${typeName}».`,
    resumed: (typeName: string) => `استُؤنفت قائمة «${typeName}».`,
    remove: "إزالة",
    removeLabel: (name: string) => `إزالة ${name} من القائمة`,
    confirmTitle: (name: string) => `إزالة ${name} من قائمة الانتظار؟`,
    confirmBody: "لن يستطيع هذا الرقم التسجيل في قائمة هذا النوع مرة أخرى. إن كان له عرض مفتوح تنتقل تذاكره إلى التالي.",
    confirm: "إزالة من القائمة",
    cancel: "تراجع",
    removed: (name: string) => `أُزيل ${name} من القائمة.`,
    close: "إغلاق",
  },
  /** The event form's field (web/src/features/events/components/EventForm.tsx). */
  form: {
    offerMinutes: "مهلة عرض قائمة الانتظار (دقائق)",
    offerMinutesHint: (defaultMinutes: number) => `كم تبقى التذاكر محجوزة لمن جاء دوره قبل أن تنتقل إلى التالي. فارغة: ${defaultMinutes} دقيقة.`,
  },
} as const;
