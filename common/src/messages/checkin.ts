// Arabic strings of the gate scanner (/qr-scanner): choosing the event and
// the gate, the camera, the keyboard scanner and manual entry, the verdicts,
// the live counts and the offline queue. Numbers use Latin digits.
import type { CheckInResult } from "../documents.js";
import { countOf, type CountedNoun } from "./countedNoun.js";
import { ticketsMessages } from "./tickets.js";

export const scanNoun: CountedNoun = { one: "مسح واحد", two: "مسحان", few: "عمليات مسح", many: "عملية مسح", other: "عملية مسح" };

// The ticket pages' words where the gate says the same thing.
const { checkInResults, fields } = ticketsMessages;

/** "مسح واحد", "مسحان", "3 عمليات مسح", "11 عملية مسح": the counted noun agrees with the number. */
export const scanCount = (count: number) => countOf(count, scanNoun);

export const checkinMessages = {
  intro: "اختر الفعالية والبوابة، ثم امسح التذاكر بالكاميرا أو بقارئ الباركود، أو أدخل الرمز يدويًا.",

  setup: {
    event: "الفعالية",
    eventOption: (title: string, date: string) => `${title} — ${date}`,
    chooseEvent: "اختر الفعالية التي تمسح تذاكرها ليبدأ المسح.",
    noEvents: "لا توجد فعاليات منشورة للمسح.",
    eventGone: "الفعالية التي اخترتها على هذا الجهاز لم تعد متاحة. اختر فعالية أخرى.",
    gate: "اسم البوابة",
    noGate: "بوابة بلا اسم",
    gateLabel: (gate: string) => `البوابة: ${gate}`,
    change: "تغيير",
    done: "تم",
    gateHelp: (max: number) => `اختياري، حتى ${max} حرفًا. يظهر في سجل الدخول وفي العدّ لكل بوابة.`,
  },

  counts: {
    heading: "العدّ المباشر",
    admitted: "دخلوا",
    sold: "المباعة",
    admittedOfSold: (admitted: number, sold: number) => `${admitted} من ${sold}`,
    byGate: "حسب البوابة",
    gateAdmitted: (gate: string, admitted: number) => `${gate}: ${admitted}`,
    unavailable: "تعذّر تحميل العدّ المباشر.",
  },

  camera: {
    viewfinder: "صورة الكاميرا لمسح رموز التذاكر",
    start: "تشغيل الكاميرا",
    stop: "إيقاف الكاميرا",
    starting: "جارٍ تشغيل الكاميرا…",
    torchOn: "تشغيل الإضاءة",
    torchOff: "إطفاء الإضاءة",
    errors: {
      permission: "لم يُسمح لهذه الصفحة باستخدام الكاميرا. اسمح بها من إعدادات المتصفح، أو استخدم قارئ الباركود أو الإدخال اليدوي.",
      noCamera: "لم نجد كاميرا على هذا الجهاز. استخدم قارئ الباركود أو الإدخال اليدوي.",
      inUse: "الكاميرا مستخدمة في تطبيق آخر. أغلقه ثم شغّل الكاميرا من جديد.",
      unsupported: "هذا المتصفح لا يتيح الكاميرا لهذه الصفحة. استخدم متصفحًا حديثًا عبر اتصال آمن، أو قارئ الباركود أو الإدخال اليدوي.",
      failed: "تعذّر تشغيل الكاميرا. أعد المحاولة، أو استخدم قارئ الباركود أو الإدخال اليدوي.",
    },
  },

  keyboardScanner: "قارئ الباركود (USB أو بلوتوث) يعمل مباشرة على هذه الصفحة دون الحاجة إلى النقر على أي حقل.",

  manual: {
    label: fields.gateCode,
    submit: "تحقّق",
    help: "اكتب رمز الدخول المطبوع تحت رمز QR، مثل 7K3M9-QXJ2H.",
  },

  verdict: {
    titles: {
      ...checkInResults,
      wrong_event: "تذكرة لفعالية أخرى",
      error: "تعذّر التحقق",
    } satisfies Record<CheckInResult | "error", string>,
    invalid: "هذا الرمز ليس تذكرة من بوّابة، أو عُبث به.",
    unknownKey: "لا يمكن التحقق من هذا الرمز دون اتصال: مفتاح توقيعه غير محفوظ على هذا الجهاز.",
    /** A typed gate code while offline: the device can catch a typo, never tell which ticket it names. */
    gateCodeOffline: "لا يُتحقَّق من رمز الدخول المكتوب دون اتصال: امسح رمز QR.",
    void: "أُلغيت هذه التذكرة أو صدر لها رمز أحدث.",
    wrongEvent: (title: string | undefined) => (title ? `هذه التذكرة لفعالية «${title}».` : "هذه التذكرة لفعالية أخرى."),
    /** `when` is "الساعة 8:05 م" today, or the full date and time. */
    firstCheckIn: (when: string, gate: string | undefined) => (gate ? `دخلت ${when}، البوابة: ${gate}` : `دخلت ${when}`),
    at: (time: string) => `الساعة ${time}`,
    holder: fields.holder,
    type: fields.type,
    offline: "تحقّق على الجهاز دون اتصال؛ يُرسل المسح عند عودة الاتصال.",
    scanAgain: "امسح التذكرة مجددًا.",
    dismiss: "إغلاق النتيجة",
    last: "آخر نتيجة",
  },

  sync: {
    offline: "لا يوجد اتصال. المسح مستمر، ويتحقق الجهاز من التذاكر بنفسه.",
    queued: (count: number) => `${scanCount(count)} بانتظار الإرسال إلى الخادم.`,
    /** Scans another account left on the device: sent only under that account. */
    othersQueued: (count: number) => `${scanCount(count)} من حساب آخر بانتظار الإرسال، حين يسجّل صاحبه الدخول على هذا الجهاز.`,
    noKeys: "لم تُحفظ مفاتيح التحقق على هذا الجهاز بعد، فلن يقبل أي تذكرة دون اتصال. اتصل بالإنترنت مرة واحدة لتحميلها.",
  },

  /** Whether the device can carry on alone: the app cached, the keys and the event's gate list kept. */
  readiness: {
    ready: "جاهز للعمل دون اتصال",
    preparing: "يجهَّز الجهاز للعمل دون اتصال… أبقِ الصفحة مفتوحة مع الاتصال.",
    /** An age in abbreviated units, which need no agreement with the number: "12 ث", "3 د", "2 س". */
    age: (ms: number) => {
      const seconds = Math.max(0, Math.floor(ms / 1000));
      if (seconds < 60) return `${seconds} ث`;
      const minutes = Math.floor(seconds / 60);
      return minutes < 60 ? `${minutes} د` : `${Math.floor(minutes / 60)} س`;
    },
    listLive: "قائمة البوابة محدّثة الآن",
    listUpdated: (age: string) => `حُدّثت قائمة البوابة قبل ${age}`,
    listAge: (age: string) => `دون اتصال، عمر قائمة البوابة ${age}: لا يعرف الجهاز ما أُلغي أو دخل من بوابات أخرى بعدها.`,
    noList:
      "لم تُحمَّل قائمة البوابة بعد: دون اتصال لن يعرف الجهاز التذاكر الملغاة ولا ما دخل من بوابات أخرى.",
    updateReady: "إصدار جديد من التطبيق جاهز. حدّث بين مسحين.",
    update: "تحديث",
  },

  conflicts: {
    heading: "تعارضات للمشرف",
    intro: "قُبلت هذه التذاكر دون اتصال، لكن الخادم ردّ بنتيجة أخرى عند إرسالها.",
    answer: (verdict: string) => `ردّ الخادم: ${verdict}`,
    refused: (message: string) => `رفض الخادم المسح: ${message}`,
    scannedAt: (when: string, gate: string | undefined) => (gate ? `مُسحت ${when}، البوابة: ${gate}` : `مُسحت ${when}`),
    ticket: (ticketId: string) => `التذكرة ${ticketId}`,
    dismiss: "تمت المراجعة",
  },
} as const;
