// Arabic strings of the dashboard (/dashboard): the event and period pickers,
// the figures, the sales chart and the breakdowns by channel, ticket type and
// seller. Numbers use Latin digits, like formatMoney.
import { catalog } from "./compiled/ar/dashboard.js";
import { section } from "./i18n.js";
import { ticketsMessages } from "./tickets.js";

// The ticket pages' words where the dashboard says the same thing.
const { fields, details, channels } = ticketsMessages;

export const dashboardMessages = section("dashboard", catalog, (t) => ({
  filters: {
    get event() {
      return fields.event;
    },
  },
  /** The accountant's files for the chosen event and period (salesReport.ts has their columns). */
  report: {
    get failed() {
      return ticketsMessages.bulk.exportFailed;
    },
  },
  chart: {
    bar: (when: string, tickets: number, revenue: string) => t("chart.bar", { when, tickets, revenue, hasRevenue: revenue ? "yes" : "no" }),
  },
  breakdown: {
    get channel() {
      return fields.channel;
    },
    get type() {
      return fields.type;
    },
    get seller() {
      return details.seller;
    },
    channels,
  },
}));
