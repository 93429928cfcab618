// Arabic strings of the ticket pages (/ticket/:id, /qr-codes,
// /qasr-assign-ticket, /super-admin-bulk-tickets), the printed tickets and the
// shared words of the WhatsApp messages (whatsApp.ts). Numbers use Latin digits, like formatMoney.
import type {
  CheckInResult,
  JobStatus,
  OrderStatus,
  PaymentMethod,
  SalesChannel,
  TicketHistoryAction,
  TicketStatus,
} from "../documents.js";
import { countOf, type CountedNoun } from "./countedNoun.js";

export const ticketNoun: CountedNoun = { one: "تذكرة واحدة", two: "تذكرتان", few: "تذاكر", many: "تذكرة", other: "تذكرة" };

/** "تذكرة واحدة", "تذكرتان", "5 تذاكر", "11 تذكرة", "103 تذاكر": the counted noun agrees with the number. */
export const ticketCount = (count: number) => countOf(count, ticketNoun);

/** Labels of a ticket's fields, on screen, on paper, in WhatsApp and in exported files. */
const fields = {
  event: "الفعالية",
  date: "الموعد",
  venue: "المكان",
  type: "نوع التذكرة",
  holder: "حامل التذكرة",
  phone: "الهاتف",
  price: "السعر",
  currency: "العملة",
  status: "الحالة",
  channel: "قناة البيع",
  issuedAt: "وقت الإصدار",
  checkedInAt: "وقت الدخول",
  checkedInGate: "بوابة الدخول",
  ticketId: "رقم التذكرة",
  code: "رمز التذكرة",
  /** The ten characters printed under the QR (7K3M9-QXJ2H), typed at the gate when the QR will not scan. */
  gateCode: "رمز الدخول",
  order: "الطلب",
  /** An order's reference (BW-XXXX-XXXX), read over the phone and typed into a search. */
  orderReference: "مرجع الطلب",
  serial: "التسلسل",
  label: "الوسم",
} as const;

export const ticketsMessages = {
  /** The search button of the pages that find tickets and orders (tickets table, sales editor). */
  search: "بحث",

  statuses: {
    valid: "صالحة",
    checked_in: "تم الدخول",
    void: "ملغاة",
  } satisfies Record<TicketStatus, string>,

  channels: {
    online: "عبر الإنترنت",
    box_office: "شباك التذاكر",
    bulk: "إصدار بالجملة",
    complimentary: "دعوة مجانية",
  } satisfies Record<SalesChannel, string>,

  payments: {
    cash: "نقدًا",
    card: "بطاقة",
    complimentary: "مجانية",
  } satisfies Record<PaymentMethod, string>,

  historyActions: {
    assigned: "تخصيص",
    reissued: "إعادة إصدار برمز جديد",
  } satisfies Record<TicketHistoryAction, string>,

  checkInResults: {
    accepted: "دخول مقبول",
    already_used: "مستخدمة من قبل",
    invalid: "رمز غير صالح",
    void: "تذكرة ملغاة",
    wrong_event: "فعالية أخرى",
  } satisfies Record<CheckInResult, string>,

  jobStatuses: {
    running: "قيد التنفيذ",
    done: "اكتمل",
    failed: "فشل",
  } satisfies Record<JobStatus, string>,

  fields,

  qrAlt: "رمز QR للتذكرة",
  noHolder: "—",

  print: {
    a4: "طباعة ورقة A4",
    thermal: "طباعة إيصال حراري 80 مم",
    previewTitle: { a4: "معاينة الطباعة: ورقة A4", thermal: "معاينة الطباعة: إيصال حراري 80 مم" },
    print: "طباعة",
    close: "إغلاق",
    count: ticketCount,
    part: "الدفعة",
    partOption: (from: number, to: number) => `التذاكر ${from}–${to}`,
    partHint: (max: number) => `تُطبع ${max} تذكرة على الأكثر في كل مرة حتى تبقى الصفحة سريعة. اختر الدفعة ثم اطبعها.`,
  },

  /** Loading a ticket, a list of tickets or a job from Firestore. */
  load: {
    denied: "لا تملك صلاحية لعرض هذه البيانات.",
    notFound: "لم نجد هذه التذكرة. تحقّق من الرابط.",
    unavailable: "تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم أعد المحاولة.",
    failed: "تعذّر تحميل البيانات. أعد تحميل الصفحة.",
    retry: "إعادة المحاولة",
  },

  picker: {
    event: "الفعالية",
    type: "نوع التذكرة",
    allTypes: "كل الأنواع",
    chooseEvent: "اختر فعالية لعرض تذاكرها.",
    chooseType: "اختر نوع التذكرة.",
    noEvents: "لا توجد فعاليات هنا بعد.",
    eventOption: (title: string, date: string) => `${title} — ${date}`,
    remaining: (remaining: number, capacity: number) => `المتبقي ${remaining} من ${capacity}`,
  },

  list: {
    empty: "لم تُصدر تذاكر من هذا النوع بعد.",
    loadMore: "تحميل المزيد",
    loaded: (count: number) => `المحمّل: ${ticketCount(count)}`,
    selectAll: "تحديد كل المحمّلة",
    selected: (count: number) => `${count} محددة`,
    clearSelection: "إلغاء التحديد",
    select: (id: string) => `تحديد التذكرة ${id}`,
    details: "التفاصيل",
    printSelected: "طباعة المحددة",
    printHint: "حدّد تذاكر ثم اختر نوع الطباعة.",
  },

  details: {
    ticket: "التذكرة",
    order: "الطلب",
    buyer: "المشتري",
    payment: "الدفع",
    total: "الإجمالي",
    orderStatus: "حالة الطلب",
    seller: "البائع",
    generation: (generation: number) => (generation === 0 ? "الرمز الأصلي" : `الرمز رقم ${generation + 1} (أعيد إصداره)`),
    history: "سجل التغييرات",
    noHistory: "لم تُخصَّص هذه التذكرة ولم يُعَد إصدارها.",
    checkIns: "سجل المسح عند البوابة",
    noCheckIns: "لم تُمسح هذه التذكرة عند البوابة بعد.",
    gate: (gate: string) => `البوابة: ${gate}`,
    by: (who: string) => `بواسطة ${who}`,
    change: (before: string, after: string) => `${before} ← ${after}`,
    orderedAt: "وقت الطلب",
    /** The answers to the event's questions (checkoutQuestions.ts), asked for each ticket and once for the order. */
    ticketAnswers: "إجابات التذكرة",
    orderAnswers: "إجابات الطلب",
    orderUnavailable: "تفاصيل الطلب غير متاحة لك.",
    orderStatuses: {
      pending: "بانتظار الدفع",
      paid: "مدفوع",
      cancelled: "ملغى",
      refunded: "مسترد",
      expired: "منتهي",
    } satisfies Record<OrderStatus, string>,
  },

  assign: {
    intro: "اختر تذكرة من فعاليات القصر ثم اكتب اسم الضيف. يظهر كل تخصيص في سجل التذكرة.",
    search: "ابحث برقم التذكرة أو اسم الحامل",
    noMatch: "لا توجد تذكرة محمّلة تطابق البحث. حمّل المزيد أو غيّر البحث.",
    pick: "اختيار",
    picked: "التذكرة المختارة",
    notAssignable: { checked_in: "دخل حاملها بالفعل", void: "ملغاة" } satisfies Record<Exclude<TicketStatus, "valid">, string>,
    guestName: "اسم الضيف",
    guestPhone: "هاتف الضيف (اختياري)",
    reissue: "إصدار رمز جديد (يُرفض الرمز القديم عند البوابة)",
    submit: "تخصيص التذكرة",
    submitting: "جارٍ التخصيص…",
    done: (name: string) => `خُصّصت التذكرة لـ«${name}».`,
    doneReissued: "صدر رمز جديد لهذه التذكرة؛ الرمز القديم لم يعد صالحًا. أرسل الرمز الجديد للضيف.",
    viewHistory: "عرض التذكرة وسجلها",
    noQasrEvents: "لا توجد فعاليات في القصر صدرت لها تذاكر.",
  },

  bulk: {
    intro: "أصدر آلاف التذاكر لنوع واحد دفعة واحدة، ثم اطبعها أو صدّرها.",
    count: "عدد التذاكر",
    countHelp: (max: number) => `من 1 إلى ${max}`,
    label: "وسم (اختياري)",
    labelHelp: "يظهر على التذاكر وفي ملف التصدير، مثل اسم الجهة الراعية.",
    typeRequired: "اختر الفعالية ونوع التذكرة.",
    submit: "بدء الإصدار",
    submitting: "جارٍ البدء…",
    job: "مهمة الإصدار",
    progress: (done: number, total: number) => `${done} من ${total}`,
    failed: "فشلت المهمة.",
    jobNotFound: "لم نجد هذه المهمة.",
    doneMessage: (total: number) => `اكتمل إصدار ${ticketCount(total)}.`,
    exportCsv: "تصدير CSV",
    exporting: (read: number, total: number) => `جارٍ التصدير… ${read} من ${total}`,
    exportFailed: "تعذّر التصدير. حاول مجددًا.",
    loadForPrint: "تحميل التذاكر للطباعة",
    loadedForPrint: (loaded: number, total: number) => `المحمّل للطباعة: ${loaded} من ${total}`,
    recent: "آخر المهام",
    noJobs: "لا توجد مهام بعد.",
    open: "عرض",
    createdAt: "بدأت",
    csvFileName: (jobId: string) => `tickets-${jobId}.csv`,
    /** Column headers of the job's file: its tickets' codes, for printing. */
    csvHeader: [fields.serial, fields.ticketId, fields.code, fields.event, fields.type, fields.label],
    /** Beside the export: the file is as good as the tickets. */
    csvCodesWarning: "يحوي الملف رموز الدخول الموقّعة: من يحمله يستطيع الدخول بها. احفظه في مكان آمن ولا ترسله إلا لمن يطبع التذاكر.",
  },

} as const;
