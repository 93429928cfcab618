// Arabic strings of the sales editor (/admin-sales-editor): finding an order,
// its details, answers, tickets and audit log, and the corrections (correct the
// buyer or the answers, void a ticket, cancel or refund the order). Refusals of the corrections
// themselves come from the functions (functionErrors.ts). Latin digits.
import { messages } from "./compiled/ar/salesEditor.js";
import { arabicSection } from "./i18n.js";
import type { OrderAuditAction, OrderStatus } from "../documents.js";
import { functionErrorMessages } from "./functionErrors.js";
import { paymentsMessages } from "./payments.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

const t = arabicSection("salesEditor", messages);

// The ticket pages' and the box office's words where the editor says the same thing.
const { fields, details } = ticketsMessages;

export const salesEditorMessages = {
  get intro() {
    return t("intro");
  },

  search: {
    get label() {
      return t("search.label");
    },
    get hint() {
      return t("search.hint");
    },
    submit: ticketsMessages.search,
    get clear() {
      return t("search.clear");
    },
    get invalid() {
      return t("search.invalid");
    },
    get empty() {
      return t("search.empty");
    },
    notFoundId: (orderId: string) => t("search.notFoundId", { orderId }),
    notFoundReference: (reference: string) => t("search.notFoundReference", { reference }),
    notFoundPhone: (phone: string) => t("search.notFoundPhone", { phone }),
    resultsForPhone: (phone: string) => t("search.resultsForPhone", { phone }),
    get latest() {
      return t("search.latest");
    },
    get noOrders() {
      return t("search.noOrders");
    },
    get loadMore() {
      return t("search.loadMore");
    },
    loaded: (count: number) => t("search.loaded", { count }),
    tooMany: (max: number) => t("search.tooMany", { max }),
    open: (buyer: string) => t("search.open", { buyer }),
  },

  order: {
    get back() {
      return t("order.back");
    },
    get heading() {
      return t("order.heading");
    },
    reference: ticketsMessages.fields.orderReference,
    get id() {
      return t("order.id");
    },
    event: fields.event,
    buyer: details.buyer,
    phone: fields.phone,
    get email() {
      return t("order.email");
    },
    seller: details.seller,
    channel: fields.channel,
    payment: details.payment,
    get items() {
      return t("order.items");
    },
    item: (name: string, quantity: number, unitPrice: string) => t("order.item", { name, quantity, unitPrice }),
    total: details.total,
    /** Shown once part of the order's money went back (its refundedAmount). */
    get refunded() {
      return t("order.refunded");
    },
    get stillPaid() {
      return t("order.stillPaid");
    },
    get invoice() {
      return t("order.invoice");
    },
    status: fields.status,
    createdAt: details.orderedAt,
    get cancelledAt() {
      return t("order.cancelledAt");
    },
    get cancelReason() {
      return t("order.cancelReason");
    },
    answers: details.orderAnswers,
    /** An online order not paid yet: its tickets' answers wait on the order until the tickets are issued. */
    get ticketAnswers() {
      return t("order.ticketAnswers");
    },
    ticketAnswersOf: (position: number, typeName: string) => t("order.ticketAnswersOf", { position, typeName }),
    get notFound() {
      return t("order.notFound");
    },
    get closed() {
      return t("order.closed");
    },
  },

  tickets: {
    get heading() {
      return t("tickets.heading");
    },
    count: ticketCount,
    get empty() {
      return t("tickets.empty");
    },
    get holder() {
      return t("tickets.holder");
    },
    get open() {
      return t("tickets.open");
    },
    openLabel: (id: string) => t("tickets.openLabel", { id }),
    voidReason: (reason: string) => t("tickets.voidReason", { reason }),
    partial: (shown: number) => t("tickets.partial", { shown }),
    answers: details.ticketAnswers,
    /** One answer in a ticket's row (or a pending order's ticket). */
    answer: (label: string, value: string) => t("tickets.answer", { label, value }),
  },

  audit: {
    get heading() {
      return t("audit.heading");
    },
    get empty() {
      return t("audit.empty");
    },
    actions: {
      get buyer_corrected() {
        return t("audit.actions.buyer_corrected");
      },
      get answers_corrected() {
        return t("audit.actions.answers_corrected");
      },
      get ticket_voided() {
        return t("audit.actions.ticket_voided");
      },
      get order_cancelled() {
        return t("audit.actions.order_cancelled");
      },
      get order_refunded() {
        return t("audit.actions.order_refunded");
      },
      get order_partially_refunded() {
        return t("audit.actions.order_partially_refunded");
      },
    } satisfies Record<OrderAuditAction, string>,
    by: (who: string) => t("audit.by", { who }),
    reason: (reason: string) => t("audit.reason", { reason }),
    change: (before: string, after: string) => t("audit.change", { before, after }),
    field: (label: string, change: string) => t("audit.field", { label, change }),
    tickets: (ids: string) => t("audit.tickets", { ids }),
    ticket: (id: string) => t("audit.ticket", { id }),
    get none() {
      return t("audit.none");
    },
    get unknownValue() {
      return t("audit.unknownValue");
    },
  },

  actions: {
    get heading() {
      return t("actions.heading");
    },
    get correctBuyer() {
      return t("actions.correctBuyer");
    },
    get correctAnswers() {
      return t("actions.correctAnswers");
    },
    /** The button's name for a screen reader: its visible words first, then the ticket. */
    correctTicketAnswersLabel: (id: string) => t("actions.correctTicketAnswersLabel", { id }),
    get voidTicket() {
      return t("actions.voidTicket");
    },
    voidTicketLabel: (id: string) => t("actions.voidTicketLabel", { id }),
    get cancelOrder() {
      return t("actions.cancelOrder");
    },
    get refundOrder() {
      return t("actions.refundOrder");
    },
  },

  dialogs: {
    get reason() {
      return t("dialogs.reason");
    },
    reasonHint: (max: number) => t("dialogs.reasonHint", { max }),
    reasonCount: (length: number, max: number) => t("dialogs.reasonCount", { length, max }),
    get cancel() {
      return t("dialogs.cancel");
    },
    working: paymentsMessages.checkout.deciding,
    correctBuyer: {
      get title() {
        return t("dialogs.correctBuyer.title");
      },
      get body() {
        return t("dialogs.correctBuyer.body");
      },
      name: salesMessages.buyerName,
      phone: salesMessages.buyerPhone,
      // The same field as the shop's checkout asks for.
      email: shopMessages.buyerEmail,
      get confirm() {
        return t("dialogs.correctBuyer.confirm");
      },
      unchanged: functionErrorMessages.buyerUnchanged,
    },
    voidTicket: {
      get title() {
        return t("dialogs.voidTicket.title");
      },
      body: (ticket: string) => t("dialogs.voidTicket.body", { ticket }),
      get confirm() {
        return t("dialogs.voidTicket.confirm");
      },
    },
    cancelOrder: {
      get title() {
        return t("dialogs.cancelOrder.title");
      },
      body: (count: string) => t("dialogs.cancelOrder.body", { count }),
      get confirm() {
        return t("dialogs.cancelOrder.confirm");
      },
    },
    refundOrder: {
      get title() {
        return t("dialogs.refundOrder.title");
      },
      body: (count: string) => t("dialogs.refundOrder.body", { count }),
      get confirm() {
        return t("dialogs.refundOrder.confirm");
      },
    },
  },

  done: {
    get answersCorrected() {
      return t("done.answersCorrected");
    },
    buyerCorrected: (followed: number) => t("done.buyerCorrected", { followed }),
    ticketVoided: (returned: number) => t("done.ticketVoided", { returned }),
    orderClosed: (refund: boolean, voided: number, returned: number) => t("done.orderClosed", { refund: refund ? "yes" : "no", voided, returned }),
    get close() {
      return t("done.close");
    },
  },

  /** The same words as the ticket pages, for order statuses. */
  orderStatuses: details.orderStatuses satisfies Record<OrderStatus, string>,
} as const;
