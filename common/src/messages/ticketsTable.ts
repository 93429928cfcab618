// Arabic strings of /tickets-table: every ticket, searched, filtered, sorted,
// paged and exported. Field, status and channel names are the ticket pages'.
import { catalog } from "./compiled/ar/ticketsTable.js";
import { section } from "./i18n.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";
import { ticketsMessages } from "./tickets.js";

const { fields, statuses, channels, details, bulk } = ticketsMessages;

export const ticketsTableMessages = section("ticketsTable", catalog, (t) => ({
  search: {
    get label() {
      return ticketsMessages.search;
    },
    get submit() {
      return ticketsMessages.search;
    },
  },
  filters: {
    get status() {
      return fields.status;
    },
    get channel() {
      return fields.channel;
    },
    /** The code (normalized) the tickets were bought with (common/src/promoCodes.ts normalizePromoCode). */
    get promoCode() {
      return t("promoCode");
    },
    get promoCodeInvalid() {
      return promoCodeEntryMessages.invalidCode;
    },
  },
  columns: {
    get holder() {
      return fields.holder;
    },
    get event() {
      return fields.event;
    },
    get type() {
      return fields.type;
    },
    get status() {
      return fields.status;
    },
    get channel() {
      return fields.channel;
    },
    get seller() {
      return details.seller;
    },
    get order() {
      return fields.order;
    },
    get issuedAt() {
      return fields.issuedAt;
    },
    get checkedInAt() {
      return fields.checkedInAt;
    },
  },
  statuses,
  channels,
  exportCsv: {
    get button() {
      return bulk.exportCsv;
    },
    get failed() {
      return bulk.exportFailed;
    },
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
      t("promoCode"),
    ],
  },
}));
