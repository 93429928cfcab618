// Arabic strings of the dashboard (/dashboard): the event and period pickers,
// the figures, the sales chart and the breakdowns by channel, ticket type and
// seller. Numbers use Latin digits, like formatMoney.
import { messages } from "./compiled/ar/dashboard.js";
import { arabicSection } from "./i18n.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("dashboard", messages);

// The ticket pages' words where the dashboard says the same thing.
const { fields, details, channels } = ticketsMessages;

export const dashboardMessages = {
  get intro() {
    return t("intro");
  },
  get staffLink() {
    return t("staffLink");
  },
  get live() {
    return t("live");
  },

  filters: {
    get label() {
      return t("filters.label");
    },
    event: fields.event,
    get allEvents() {
      return t("filters.allEvents");
    },
    get period() {
      return t("filters.period");
    },
    periods: {
      get today() {
        return t("filters.periods.today");
      },
      get last7() {
        return t("filters.periods.last7");
      },
      get last30() {
        return t("filters.periods.last30");
      },
      get all() {
        return t("filters.periods.all");
      },
      get custom() {
        return t("filters.periods.custom");
      },
    },
    get from() {
      return t("filters.from");
    },
    get to() {
      return t("filters.to");
    },
    get badRange() {
      return t("filters.badRange");
    },
    /** How the days are counted when events are in several time zones. */
    get timeZoneNote() {
      return t("filters.timeZoneNote");
    },
  },

  figures: {
    get ticketsSold() {
      return t("figures.ticketsSold");
    },
    get revenue() {
      return t("figures.revenue");
    },
    get revenueNote() {
      return t("figures.revenueNote");
    },
    get noRevenue() {
      return t("figures.noRevenue");
    },
    /** The VAT inside the revenue, per currency. */
    vat: (amount: string) => t("figures.vat", { amount }),
    /** Given back for voided tickets in the period (already taken off the revenue), per currency. */
    refunded: (amount: string) => t("figures.refunded", { amount }),
    get checkIns() {
      return t("figures.checkIns");
    },
    /** `share`: a formatted percentage ("45%"). */
    checkInsNote: (share: string) => t("figures.checkInsNote", { share }),
    get noneSoldYet() {
      return t("figures.noneSoldYet");
    },
  },

  /** The accountant's files for the chosen event and period (salesReport.ts has their columns). */
  report: {
    get salesReport() {
      return t("report.salesReport");
    },
    get taxDocuments() {
      return t("report.taxDocuments");
    },
    failed: ticketsMessages.bulk.exportFailed,
  },

  chart: {
    get daily() {
      return t("chart.daily");
    },
    get monthly() {
      return t("chart.monthly");
    },
    label: (heading: string, from: string, to: string, tickets: number) => t("chart.label", { heading, from, to, tickets }),
    bar: (when: string, tickets: number, revenue: string) => t("chart.bar", { when, tickets, revenue, hasRevenue: revenue ? "yes" : "no" }),
    max: (tickets: string) => t("chart.max", { tickets }),
    get empty() {
      return t("chart.empty");
    },
  },

  breakdown: {
    get byChannel() {
      return t("breakdown.byChannel");
    },
    get byType() {
      return t("breakdown.byType");
    },
    get topSellers() {
      return t("breakdown.topSellers");
    },
    get byCode() {
      return t("breakdown.byCode");
    },
    get code() {
      return t("breakdown.code");
    },
    channel: fields.channel,
    type: fields.type,
    seller: details.seller,
    get tickets() {
      return t("breakdown.tickets");
    },
    get revenue() {
      return t("breakdown.revenue");
    },
    channels,
    get unnamedType() {
      return t("breakdown.unnamedType");
    },
    get unknownSeller() {
      return t("breakdown.unknownSeller");
    },
    typeOfEvent: (type: string, event: string) => t("breakdown.typeOfEvent", { type, event }),
    get none() {
      return t("breakdown.none");
    },
  },
} as const;
