// Promo and access codes (common/src/promoCodes.ts): why a code is refused,
// what its creation asks for. The functions answer with these; the shop's
// code field and the organiser's codes dialog show them. `manager` is the
// dialog's own words (web/src/features/events/promoCodes), which only it loads.
import type { PromoCodeState } from "../promoCodes.js";
import { countOf, type CountedNoun } from "./countedNoun.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";
import { ticketCount } from "./tickets.js";

const codeNoun: CountedNoun = { one: "رمز واحد", two: "رمزان", few: "رموز", many: "رمزًا", other: "رمز" };

export const promoCodeMessages = {
  errors: {
    /** Unknown in this event (a code of another event is unknown here too). */
    unknown: "لا يوجد رمز بهذا الاسم لهذه الفعالية. تحقّق من كتابته.",
    /** A batch id that names no generated codes of this event (setPromoCodeActive). */
    unknownBatch: "لا توجد دفعة رموز بهذا المعرّف لهذه الفعالية.",
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
    /** The same words as a sale's code field (promoCodeEntry.ts). */
    code: promoCodeEntryMessages.invalidCode,
    maxUses: "عدد مرات الاستخدام عدد صحيح من 1 إلى 1,000,000.",
    perOrderLimit: "الحد لكل طلب عدد صحيح من 1 فأكثر.",
    percent: "نسبة الخصم عدد صحيح من 1 إلى 100.",
    amount: "مبلغ الخصم أكبر من صفر.",
    priceFloor: "أدنى سعر مبلغ من صفر فأكثر.",
    window: "نهاية صلاحية الرمز بعد بدايتها.",
    nothingToDo: "الرمز يخفّض السعر أو يفتح نوعًا مخفيًا: اختر خصمًا أو نوعًا مخفيًا.",
    ticketTypes: "اختر أنواع التذاكر من أنواع هذه الفعالية.",
    count: (max: number) => `عدد الرموز من 1 إلى ${max.toLocaleString("en-US")}.`,
    prefix: (max: number) => `البادئة حتى ${max} حرفًا أو رقمًا.`,
  },
  /**
   * The event form's switch on a ticket type (hidden: sold only with a code
   * naming it); here, in the form's own chunk with the codes' words, not in
   * eventsAdmin.ts, which every events and tickets page loads.
   */
  hiddenTypeSwitch: "مخفي: يُباع برمز دعوة أو من شباك التذاكر فقط",
  manager: {
    title: (eventTitle: string) => `رموز الخصم والدعوة: ${eventTitle}`,
    list: "رموز الفعالية",
    empty: "لا توجد رموز لهذه الفعالية بعد. أنشئ أول رمز بزر «رمز جديد».",
    loadFailed: "تعذّر تحميل رموز الفعالية. أغلق النافذة وافتحها مجددًا، أو تحقّق من اتصالك.",
    close: "إغلاق",
    newCode: "رمز جديد",
    /** What a code does, as listed. */
    percentOff: (percent: number) => `خصم ${percent}٪`,
    amountOff: (amount: string) => `خصم ${amount}`,
    unlocks: (names: string) => `يفتح: ${names}`,
    appliesToPublic: "على كل الأنواع العامة",
    appliesTo: (names: string) => `على: ${names}`,
    /** A type the code names that the event no longer has (removed from a draft). */
    removedType: "نوع محذوف",
    uses: (used: number, of: number) => `استُخدم ${used} من ${of}`,
    perOrderLimit: (limit: number) => `حتى ${ticketCount(limit)} في الطلب الواحد`,
    priceFloor: (amount: string) => `لا يقل سعر التذكرة عن ${amount}`,
    validFrom: (dateTime: string) => `من ${dateTime}`,
    validUntil: (dateTime: string) => `حتى ${dateTime}`,
    /** "صالح من … حتى … بتوقيت الرياض": the window, in the event's zone. */
    validity: (window: string, zone: string) => `صالح ${window} بتوقيت ${zone}`,
    /** What promoCodeState says of a code now: usable, paused, not yet started, ended. */
    states: {
      usable: "فعّال",
      paused: "موقوف",
      not_started: "لم يبدأ",
      ended: "انتهى",
    } satisfies Record<PromoCodeState, string>,
    pause: "إيقاف",
    resume: "استئناف",
    /** Names the code for screen readers: "إيقاف الرمز RAMADAN20". */
    actionOn: (action: string, code: string) => `${action} الرمز ${code}`,
    pausedDone: (code: string) => `أُوقف الرمز ${code}؛ لن يُقبل حتى تستأنفه.`,
    resumedDone: (code: string) => `استُؤنف العمل بالرمز ${code}.`,
    created: (code: string) => `أُنشئ الرمز ${code}.`,
    newBatch: "دفعة رموز لاستخدام واحد",
    /** A batch of generated single-use codes, listed as one row. */
    batch: {
      /** "دفعة من 5 رموز". */
      size: (count: number) => `دفعة من ${countOf(count, codeNoun)}`,
      singleUse: "رموز لاستخدام واحد لكل منها. لا يظهر هنا استخدام كل رمز: نزّل الملف لتوزيعها.",
      createdAt: (dateTime: string) => `أُنشئت ${dateTime}`,
      download: "تنزيل الرموز (CSV)",
      /** Names the batch for screen readers: "تنزيل الرموز (CSV) للدفعة VIP…". */
      downloadOf: (example: string) => `تنزيل الرموز (CSV) للدفعة ${example}`,
      generated: (count: number) => `أُنشئت دفعة من ${countOf(count, codeNoun)} ونُزّل ملفها.`,
      /** The pause or resume button names its batch for screen readers. */
      actionOn: (action: string, example: string) => `${action} الدفعة ${example}`,
      pausedDone: (count: number) => `أُوقفت الدفعة (${countOf(count, codeNoun)})؛ لن يُقبل أي رمز منها حتى تستأنفها.`,
      resumedDone: (count: number) => `استُؤنف العمل برموز الدفعة (${countOf(count, codeNoun)}).`,
    },
    /** The CSV of a batch's codes, one line per code. */
    csv: {
      header: ["الرمز", "الخصم", "الأنواع", "صالح من", "صالح حتى", "الحالة"],
      noDiscount: "بلا خصم",
      allPublicTypes: "كل الأنواع العامة",
      fileName: (name: string) => `promo-codes-${name}.csv`,
    },
    form: {
      code: "الرمز",
      codeHint: "من 3 إلى 32 حرفًا أو رقمًا، مثل RAMADAN20. لا فرق بين الأحرف الكبيرة والصغيرة.",
      kind: "ما يفعله الرمز",
      kinds: {
        percent: "خصم بنسبة مئوية",
        amount: "خصم بمبلغ ثابت",
        none: "بلا خصم: يفتح الأنواع المخفية المختارة فقط",
      },
      percent: "نسبة الخصم (٪)",
      amount: (currency: string) => `مبلغ الخصم لكل تذكرة (${currency})`,
      ticketTypes: "أنواع التذاكر",
      ticketTypesHint: "دون اختيار ينطبق الرمز على كل الأنواع العامة. النوع المخفي لا يُباع إلا برمز يسمّيه.",
      hiddenType: (name: string) => `${name} (مخفي)`,
      maxUses: "عدد مرات الاستخدام",
      maxUsesHint: "كل تذكرة تُشترى بالرمز استخدام واحد.",
      perOrderLimit: "الحد في الطلب الواحد (اختياري)",
      priceFloor: (currency: string) => `أدنى سعر للتذكرة بعد الخصم (${currency}، اختياري)`,
      validity: "مدة الصلاحية (اختيارية)",
      validFrom: "بداية الصلاحية",
      validUntil: "نهاية الصلاحية",
      notAnAmount: "اكتب المبلغ بالأرقام دون فواصل للآلاف، مثل 50 أو 12.50.",
      fixErrors: "راجع الحقول المعلَّمة بالأحمر. لم يُنشأ الرمز.",
      create: "إنشاء الرمز",
      creating: "جارٍ الإنشاء…",
      count: "عدد الرموز",
      countHint: (max: number) => `من 1 إلى ${max.toLocaleString("en-US")}؛ كل رمز لتذكرة واحدة.`,
      prefix: "البادئة (اختيارية)",
      prefixHint: (max: number, random: number) =>
        `حتى ${max} حرفًا أو رقمًا، مثل VIP، تتبعها ${random} أحرف وأرقام عشوائية.`,
      fixErrorsBatch: "راجع الحقول المعلَّمة بالأحمر. لم تُنشأ الرموز.",
      generate: "إنشاء الرموز وتنزيلها",
      generating: "جارٍ إنشاء الرموز…",
      cancel: "تراجع",
    },
  },
} as const;
