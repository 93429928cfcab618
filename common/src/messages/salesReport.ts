// The accountant's files the dashboard downloads (web/src/features/dashboard/
// report/): the sales report (salesReport.ts's rows) and the list of invoices
// and credit notes issued in the period, with Arabic column names. A module
// of its own, loaded with the files' chunk on the first download, not with
// the dashboard every visit opens (docs/performance.md, page budgets).
import { catalog } from "./compiled/ar/salesReport.js";
import { section } from "./i18n.js";
import { dashboardMessages } from "./dashboard.js";
import { paymentsMessages } from "./payments.js";
import { ticketsMessages } from "./tickets.js";

export const salesReportMessages = section("salesReport", catalog, () => ({
  sales: {
    get channels() {
      return ticketsMessages.channels;
    },
    paymentMethods: {
      ...ticketsMessages.payments,
      get yousr() {
        return paymentsMessages.gatewayName;
      },
    },
    /** A type or an event deleted since its sales were counted. */
    get unnamedType() {
      return dashboardMessages.breakdown.unnamedType;
    },
  },
}));
