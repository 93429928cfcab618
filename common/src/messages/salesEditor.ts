// Arabic strings of the sales editor (/admin-sales-editor): finding an order,
// its details, answers, tickets and audit log, and the corrections (correct the
// buyer or the answers, void a ticket, cancel or refund the order). Refusals of the corrections
// themselves come from the functions (functionErrors.ts). Latin digits.
import { catalog } from "./compiled/ar/salesEditor.js";
import { section } from "./i18n.js";
import { arPublic } from "./publicMessages.js";
import { ticketPagesMessages } from "./ticketPages.js";
import type { OrderStatus } from "../documents.js";
import { callErrorMessages } from "./callErrors.js";
import { salesMessages } from "./sales.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

// The ticket pages' and the box office's words where the editor says the same thing.
const { fields } = ticketsMessages;
const { details } = ticketPagesMessages;

export const salesEditorMessages = section("salesEditor", catalog, (t) => ({
  search: {
    get submit() {
      return ticketsMessages.search;
    },
  },
  order: {
    get reference() {
      return fields.orderReference;
    },
    get event() {
      return fields.event;
    },
    get buyer() {
      return details.buyer;
    },
    get phone() {
      return fields.phone;
    },
    get seller() {
      return details.seller;
    },
    get channel() {
      return fields.channel;
    },
    get payment() {
      return details.payment;
    },
    get total() {
      return details.total;
    },
    get status() {
      return fields.status;
    },
    get createdAt() {
      return details.orderedAt;
    },
    get answers() {
      return details.orderAnswers;
    },
  },
  tickets: {
    get count() {
      return ticketCount;
    },
    get answers() {
      return details.ticketAnswers;
    },
  },
  dialogs: {
    get working() {
      return arPublic.shell.working;
    },
    correctBuyer: {
      get name() {
        return salesMessages.buyerName;
      },
      get phone() {
        return salesMessages.buyerPhone;
      },
      get unchanged() {
        return callErrorMessages.buyerUnchanged;
      },
    },
  },
  done: {
    orderClosed: (refund: boolean, voided: number, returned: number) => t("done.orderClosed", { refund: refund ? "yes" : "no", voided, returned }),
  },
  /** The same words as the ticket pages, for order statuses. */
  orderStatuses: details.orderStatuses satisfies Record<OrderStatus, string>,
}));
