// Arabic strings of the dashboard (/dashboard): the event and period pickers,
// the figures, the sales chart and the breakdowns by channel, ticket type and
// seller. Numbers use Latin digits, like formatMoney.
import { ticketCount, ticketsMessages } from "./tickets.js";

// The ticket pages' words where the dashboard says the same thing.
const { fields, details, channels } = ticketsMessages;

export const dashboardMessages = {
  intro: "المبيعات والإيرادات والدخول للفعالية والفترة اللتين تختارهما. تتحدّث الأرقام مباشرة مع كل بيع أو دخول.",
  staffLink: "إدارة الموظفين وأدوارهم",
  live: "مباشر",

  filters: {
    label: "تصفية لوحة التحكم",
    event: fields.event,
    allEvents: "كل الفعاليات",
    period: "الفترة",
    periods: {
      today: "اليوم",
      last7: "آخر 7 أيام",
      last30: "آخر 30 يومًا",
      all: "منذ البداية",
      custom: "فترة مخصّصة",
    },
    from: "من تاريخ",
    to: "إلى تاريخ",
    badRange: "تاريخ البداية بعد تاريخ النهاية.",
    /** How the days are counted when events are in several time zones. */
    timeZoneNote: "تُحسب الأيام بتوقيت كل فعالية.",
  },

  figures: {
    ticketsSold: "التذاكر المباعة",
    revenue: "الإيرادات",
    revenueNote: "بأسعار التذاكر الصالحة شاملةً ضريبة القيمة المضافة، بعد خصم المبالغ المستردة، بما فيها تذاكر الإصدار بالجملة.",
    noRevenue: "لا إيرادات",
    /** The VAT inside the revenue, per currency. */
    vat: (amount: string) => `منها ضريبة القيمة المضافة ${amount}`,
    /** Given back for voided tickets in the period (already taken off the revenue), per currency. */
    refunded: (amount: string) => `المبالغ المستردة ${amount}`,
    checkIns: "الدخول",
    /** `share`: a formatted percentage ("45%"). */
    checkInsNote: (share: string) => `دخل ${share} من كل التذاكر المباعة`,
    noneSoldYet: "لم تُبع تذاكر بعد",
  },

  /** The accountant's files for the chosen event and period (salesReport.ts has their columns). */
  report: {
    salesReport: "تنزيل تقرير المبيعات",
    taxDocuments: "تنزيل الفواتير والإشعارات",
    failed: ticketsMessages.bulk.exportFailed,
  },

  chart: {
    daily: "المبيعات اليومية",
    monthly: "المبيعات الشهرية",
    label: (heading: string, from: string, to: string, tickets: number) =>
      `${heading} من ${from} إلى ${to}: ${ticketCount(tickets)} في المجموع`,
    bar: (when: string, tickets: number, revenue: string) => `${when}: ${ticketCount(tickets)}${revenue ? `، ${revenue}` : ""}`,
    max: (tickets: string) => `الأعلى: ${tickets}`,
    empty: "لا مبيعات في هذه الفترة.",
  },

  breakdown: {
    byChannel: "حسب قناة البيع",
    byType: "حسب نوع التذكرة",
    topSellers: "أفضل البائعين",
    byCode: "حسب رمز الخصم",
    code: "الرمز",
    channel: fields.channel,
    type: fields.type,
    seller: details.seller,
    tickets: "التذاكر",
    revenue: "الإيرادات",
    channels,
    unnamedType: "نوع محذوف",
    unknownSeller: "بائع غير معروف",
    typeOfEvent: (type: string, event: string) => `${type} — ${event}`,
    none: "لا مبيعات في هذه الفترة.",
  },
} as const;
