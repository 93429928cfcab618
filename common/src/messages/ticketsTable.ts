// Arabic strings of /tickets-table: every ticket, searched, filtered, sorted,
// paged and exported. Field, status and channel names are the ticket pages'.
import { messages } from "./compiled/ar/ticketsTable.js";
import { arabicSection } from "./i18n.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("ticketsTable", messages);

const { fields, statuses, channels, details, bulk } = ticketsMessages;

/** The promo or access code a ticket was bought with: a filter and a column of the file. */

export const ticketsTableMessages = {
  get intro() {
    return t("intro");
  },

  search: {
    label: ticketsMessages.search,
    get placeholder() {
      return t("search.placeholder");
    },
    get hint() {
      return t("search.hint");
    },
    get tooShort() {
      return t("search.tooShort");
    },
    submit: ticketsMessages.search,
  },

  filters: {
    get title() {
      return t("filters.title");
    },
    get allEvents() {
      return t("filters.allEvents");
    },
    status: fields.status,
    get allStatuses() {
      return t("filters.allStatuses");
    },
    channel: fields.channel,
    get allChannels() {
      return t("filters.allChannels");
    },
    get sort() {
      return t("filters.sort");
    },
    /** The code (normalized) the tickets were bought with (common/src/promoCodes.ts normalizePromoCode). */
    get promoCode() {
      return t("promoCode");
    },
    get promoCodeHint() {
      return t("filters.promoCodeHint");
    },
    promoCodeInvalid: promoCodeEntryMessages.invalidCode,
    get reset() {
      return t("filters.reset");
    },
  },

  sorts: {
    get newest() {
      return t("sorts.newest");
    },
    get oldest() {
      return t("sorts.oldest");
    },
    get latest_check_in() {
      return t("sorts.latest_check_in");
    },
  },
  /** Sorting by entry leaves out the tickets that have not entered: said beside the choice. */
  get sortCheckInHint() {
    return t("sortCheckInHint");
  },
  /** A name search lists by name (the index that finds a name orders by it first). */
  get sortByNameHint() {
    return t("sortByNameHint");
  },

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
  open: (ticketId: string) => t("open", { ticketId }),

  results: {
    get counting() {
      return t("results.counting");
    },
    count: (count: number) => t("results.count", { count }),
    get none() {
      return t("results.none");
    },
    noneForSearch: (search: string) => t("results.noneForSearch", { search }),
    page: (page: number) => t("results.page", { page }),
    get previous() {
      return t("results.previous");
    },
    get next() {
      return t("results.next");
    },
    get pager() {
      return t("results.pager");
    },
  },

  exportCsv: {
    button: bulk.exportCsv,
    get hint() {
      return t("exportCsv.hint");
    },
    progress: (read: number) => t("exportCsv.progress", { read }),
    get cancel() {
      return t("exportCsv.cancel");
    },
    failed: bulk.exportFailed,
    /** The super_admin's choice: the signed codes are as good as the tickets. */
    get includeCodes() {
      return t("exportCsv.includeCodes");
    },
    get codesWarning() {
      return t("exportCsv.codesWarning");
    },
    fileName: (date: string) => t("exportCsv.fileName", { date }),
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
};
