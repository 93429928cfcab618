// Arabic strings of /tickets-table: every ticket, searched, filtered, sorted,
// paged and exported. Field, status and channel names are the ticket pages'.
import { promoCodeEntryMessages } from "./promoCodeEntry.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

const { fields, statuses, channels, details, bulk } = ticketsMessages;

/** The promo or access code a ticket was bought with: a filter and a column of the file. */
const promoCode = "رمز الخصم";

export const ticketsTableMessages = {
  intro: "كل التذاكر المصدرة، من كل القنوات. ابحث بالاسم أو الهاتف أو الرمز أو مرجع الطلب أو رقمه، وصفِّ ورتّب، ثم صدّر ما تراه.",

  search: {
    label: ticketsMessages.search,
    placeholder: "اسم حامل التذكرة، هاتفه، رمز التذكرة، أو مرجع الطلب (BW-…) أو رقمه",
    hint: "بأي كلمة من الاسم (العائلة مثلًا) أو ببدايته، والهاتف بأي صيغة.",
    tooShort: "اكتب حرفين على الأقل.",
    submit: ticketsMessages.search,
  },

  filters: {
    title: "التصفية والترتيب",
    allEvents: "كل الفعاليات",
    status: fields.status,
    allStatuses: "كل الحالات",
    channel: fields.channel,
    allChannels: "كل القنوات",
    sort: "الترتيب",
    /** The code (normalized) the tickets were bought with (common/src/promoCodes.ts normalizePromoCode). */
    promoCode,
    promoCodeHint: "التذاكر المشتراة بهذا الرمز.",
    promoCodeInvalid: promoCodeEntryMessages.invalidCode,
    reset: "إزالة التصفية",
  },

  sorts: {
    newest: "الأحدث إصدارًا",
    oldest: "الأقدم إصدارًا",
    latest_check_in: "آخر الداخلين",
  },
  /** Sorting by entry leaves out the tickets that have not entered: said beside the choice. */
  sortCheckInHint: "يعرض التذاكر التي دخل حاملوها فقط.",
  /** A name search lists by name (the index that finds a name orders by it first). */
  sortByNameHint: "نتائج البحث بالاسم مرتبة حسب الاسم.",

  columns: {
    holder: fields.holder,
    event: fields.event,
    type: fields.type,
    status: fields.status,
    channel: fields.channel,
    seller: details.seller,
    order: fields.order,
    issuedAt: fields.issuedAt,
    checkedInAt: fields.checkedInAt,
  },
  statuses,
  channels,
  open: (ticketId: string) => `فتح التذكرة ${ticketId}`,

  results: {
    counting: "جارٍ العدّ…",
    count: (count: number) => `${ticketCount(count)} مطابقة`,
    none: "لا توجد تذاكر مطابقة.",
    noneForSearch: (search: string) => `لا توجد تذاكر مطابقة لـ«${search}».`,
    page: (page: number) => `الصفحة ${page}`,
    previous: "الصفحة السابقة",
    next: "الصفحة التالية",
    pager: "التنقل بين الصفحات",
  },

  exportCsv: {
    button: bulk.exportCsv,
    hint: "يصدّر كل التذاكر المطابقة للبحث والتصفية الحاليين.",
    progress: (read: number) => `جارٍ التصدير… ${ticketCount(read)}`,
    cancel: "إيقاف التصدير",
    failed: bulk.exportFailed,
    /** The super_admin's choice: the signed codes are as good as the tickets. */
    includeCodes: "تضمين رموز الدخول الموقّعة",
    codesWarning: "من يحمل الملف يستطيع الدخول بهذه الرموز عند البوابة. لا تختر هذا إلا عند الحاجة، واحفظ الملف في مكان آمن.",
    fileName: (date: string) => `tickets-${date}.csv`,
    /**
     * Column headers of the file, in Arabic: it is opened by staff in Excel.
     * Without the entry codes; with them (the super_admin's choice) the code
     * comes after the ticket number. Times are ISO 8601 in the event's zone,
     * with its offset. After these, one column per question whose answers
     * the exported tickets carry, headed by its label.
     */
    header: [
      fields.ticketId,
      fields.event,
      fields.type,
      fields.holder,
      fields.phone,
      fields.status,
      fields.channel,
      details.seller,
      fields.order,
      fields.orderReference,
      fields.price,
      fields.currency,
      fields.issuedAt,
      fields.checkedInAt,
      fields.checkedInGate,
      promoCode,
    ],
  },
};
