// Arabic strings of the staff events pages (/create-event,
// /qasr-events-manager): the list, the form's labels, actions and errors.
// The form's validation messages are in events.ts.
import type { EventStatus } from "../documents.js";
import type { EventTimeZone } from "../timeZones.js";
import { countOf, type CountedNoun } from "./countedNoun.js";
import { eventsLoadMessages } from "./eventsLoad.js";
import { functionErrorMessages } from "./functionErrors.js";
import { ticketsMessages } from "./tickets.js";

export const eventNoun: CountedNoun = { one: "فعالية واحدة", two: "فعاليتان", few: "فعاليات", many: "فعالية", other: "فعالية" };

export const eventsAdminMessages = {
  newEvent: "فعالية جديدة",
  newQasrEvent: "فعالية جديدة في القصر",
  emptyList: "لا توجد فعاليات بعد. أنشئ أول فعالية بزر «فعالية جديدة».",
  emptyQasrList: "لا توجد فعاليات في القصر بعد.",
  readOnly: "تعرض هذه الصفحة الفعاليات للاطلاع فقط؛ التعديل للمدير العام.",
  eventsList: "قائمة الفعاليات",

  statuses: {
    draft: "مسودة",
    published: "منشورة",
    closed: "مغلقة",
    cancelled: "ملغاة",
  } satisfies Record<EventStatus, string>,
  /** A published event whose end has passed (isEventOver). */
  ended: "انتهت",

  columns: {
    title: "الفعالية",
    status: "الحالة",
    startsAt: "البداية",
    ticketTypes: "أنواع التذاكر (المبيع من السعة)",
    actions: "الإجراءات",
  },
  soldOfCapacity: (sold: number, capacity: number) => `${sold} من ${capacity}`,
  /** Beside a hidden type in the list (its form switch: form.hidden). */
  hiddenType: "مخفي",
  noTicketTypes: "لا توجد أنواع تذاكر",

  actions: {
    edit: "تعديل",
    publish: "نشر",
    close: "إغلاق البيع",
    reopen: "إعادة فتح البيع",
    cancel: "إلغاء الفعالية",
    duplicate: "نسخ كمسودة",
    /** Opens the event's promo and access codes (their own words: promoCodes.ts `manager`). */
    promoCodes: "رموز الخصم",
  },
  /** Names the event for screen readers: "نشر: حفلة رأس السنة". */
  actionOn: (action: string, title: string) => `${action}: ${title}`,
  done: {
    created: "حُفظت الفعالية كمسودة. انشرها عندما تكون جاهزة للبيع.",
    updated: "حُفظت التعديلات.",
    publish: "نُشرت الفعالية وأصبحت معروضة للبيع.",
    close: "أُغلق بيع تذاكر الفعالية.",
    reopen: "أُعيد فتح البيع.",
    cancel: "أُلغيت الفعالية.",
    duplicate: "أُنشئت نسخة من الفعالية كمسودة.",
  },
  copySuffix: " (نسخة)",

  confirmCancel: {
    title: "إلغاء الفعالية؟",
    body: (title: string) =>
      `سيتوقف بيع تذاكر «${title}» نهائيًا ولا يمكن التراجع عن الإلغاء. التذاكر المبيعة تبقى في الطلبات لاستردادها من محرر المبيعات.`,
    confirm: "نعم، ألغِ الفعالية",
    keep: "تراجع",
  },

  form: {
    createTitle: "فعالية جديدة",
    editTitle: "تعديل الفعالية",
    title: "عنوان الفعالية",
    description: "الوصف",
    category: "الفئة",
    venue: "المكان",
    startsAt: "البداية",
    endsAt: "النهاية",
    timeZone: "المنطقة الزمنية",
    currency: ticketsMessages.fields.currency,
    ticketTypes: "أنواع التذاكر",
    ticketType: (index: number) => `نوع التذكرة ${index}`,
    ticketName: "اسم النوع",
    price: (currency: string) => `السعر (${currency})`,
    capacity: "السعة",
    perOrderLimit: "الحد في الطلب الواحد",
    vatRate: "نسبة ضريبة القيمة المضافة (%)",
    vatRateHint: "السعر شامل للضريبة؛ 0 إن لم تُفرض.",
    salesWindow: "فترة البيع (اختيارية)",
    salesStartsAt: "بداية البيع",
    salesEndsAt: "نهاية البيع",
    sold: (sold: number) => `بيع منها ${sold}`,
    addTicketType: "إضافة نوع تذاكر",
    removeTicketType: (index: number) => `حذف نوع التذكرة ${index}`,
    removeNotDraft:
      "لا يمكن حذف نوع تذاكر بعد نشر الفعالية، لأن تذاكر منه قد تكون بيعت. خفّض سعته أو أغلق البيع بدلًا من ذلك.",
    save: "حفظ",
    saving: "جارٍ الحفظ…",
    close: "إغلاق",
    fixErrors: "راجع الحقول المعلَّمة بالأحمر ثم احفظ مجددًا. لم يُحفظ شيء.",
    /** Beside a date-time field: what was typed, in words, so the organiser can check the day and zone. */
    atTimeIn: (dateTime: string, zone: string) => `${dateTime} بتوقيت ${zone}`,
    notFound: "لم نجد الفعالية المطلوبة للتعديل؛ ربما حُذفت أو الرابط غير صحيح.",
    cancelledReadOnly: functionErrorMessages.eventCancelled,
  },

  timeZones: {
    "Asia/Riyadh": "الرياض",
    "Asia/Dubai": "دبي",
    "Asia/Qatar": "الدوحة",
    "Asia/Kuwait": "الكويت",
    "Asia/Bahrain": "المنامة",
    "Asia/Muscat": "مسقط",
    "Asia/Amman": "عمّان",
    "Asia/Baghdad": "بغداد",
    "Asia/Beirut": "بيروت",
    "Asia/Damascus": "دمشق",
    "Africa/Cairo": "القاهرة",
    "Africa/Khartoum": "الخرطوم",
    "Africa/Tripoli": "طرابلس",
    "Africa/Tunis": "تونس",
    "Africa/Algiers": "الجزائر",
    "Africa/Casablanca": "الدار البيضاء",
    UTC: "التوقيت العالمي (UTC)",
  } satisfies Record<EventTimeZone, string>,

  calendar: {
    title: "تقويم فعاليات القصر",
    previousMonth: "الشهر السابق",
    nextMonth: "الشهر التالي",
    eventsOn: (count: number) => countOf(count, eventNoun),
    filteredBy: (date: string) => `الفعاليات في ${date}`,
    clearFilter: "عرض كل الفعاليات",
    noEventsOnDay: "لا توجد فعاليات في هذا اليوم.",
  },

  errors: {
    permissionDenied:
      "رفض الخادم هذا التغيير: إما أنك لا تملك صلاحية له، أو أن البيانات لم تعد مقبولة (مثل سعة أقل من المبيع، أو حالة تغيّرت من جهاز آخر). حدّث الصفحة وحاول مجددًا.",
    unauthenticated: "انتهت جلستك. سجّل الدخول مجددًا ثم أعد المحاولة.",
    notFound: "لم تعد هذه الفعالية موجودة.",
    unavailable: functionErrorMessages.network,
    timeout:
      "لم يؤكّد الخادم الحفظ خلال 30 ثانية. تحقّق من اتصالك؛ سيُرسَل التغيير تلقائيًا عند عودة الاتصال وتظهر نتيجته في القائمة.",
    typeRemovalNotDraft:
      "لا يمكن حذف أنواع التذاكر بعد نشر الفعالية. أعد النوع المحذوف أو خفّض سعته بدلًا من ذلك. لم يُحفظ شيء.",
    loadFailed: eventsLoadMessages.loadFailed,
    unknown: "حدث خطأ غير متوقع ولم يُحفظ التغيير. حاول مجددًا.",
  },
} as const;
