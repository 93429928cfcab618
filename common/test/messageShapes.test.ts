// The catalogs name every value of the types whose values the pages label: a
// status, a role, a channel… This file does not type-check if a catalog
// lacks one (the catalog's keys are the built object's type, i18n.ts).
import { describe, expect, it } from "vitest";
import type {
  AmountError,
  CheckInResult,
  CurrencyCode,
  CurrencyExponent,
  EventCategory,
  EventStatus,
  EventTimeZone,
  JobStatus,
  OrderAuditAction,
  OrderStatus,
  PaymentEventOutcome,
  PaymentEventType,
  PaymentMethod,
  PromoCodeState,
  QuestionKind,
  QuestionScope,
  RefundMethod,
  ReportPaymentMethod,
  Role,
  SalesChannel,
  TaxDocumentKind,
  TicketHistoryAction,
  TicketStatus,
  YousrPaymentStatus,
  ZonedTimeError,
} from "../src/index.js";
import { ar } from "../src/messages/ar.js";

describe("the catalogs' labels", () => {
  it("name every value of the types they label", () => {
    const labels = [
      ar.checkin.verdict.titles satisfies Record<CheckInResult | "error", string>,
      ar.checkoutQuestionsEditor.manager.kinds satisfies Record<QuestionKind, string>,
      ar.checkoutQuestionsEditor.manager.scopes satisfies Record<QuestionScope, string>,
      ar.checkoutQuestionsEditor.manager.form.scopes satisfies Record<QuestionScope, string>,
      ar.events.currencies satisfies Record<CurrencyCode, string>,
      ar.events.price satisfies Record<AmountError, string | Record<CurrencyExponent, string>>,
      ar.events.price.too_many_decimals satisfies Record<CurrencyExponent, string>,
      ar.events.dateTime satisfies Record<ZonedTimeError, string>,
      ar.eventsAdmin.statuses satisfies Record<EventStatus, string>,
      ar.eventsAdmin.timeZones satisfies Record<EventTimeZone, string>,
      ar.invoicePage.refundMethods satisfies Record<RefundMethod, string>,
      ar.payments.checkout.decided satisfies Record<Exclude<YousrPaymentStatus, "open">, string>,
      ar.payments.statuses satisfies Record<YousrPaymentStatus, string>,
      ar.paymentsConsole.console.eventTypes satisfies Record<PaymentEventType, string>,
      ar.paymentsConsole.console.outcomes satisfies Record<PaymentEventOutcome, string>,
      ar.promoCodes.manager.states satisfies Record<PromoCodeState, string>,
      ar.roles satisfies Record<Role, string>,
      ar.categories satisfies Record<EventCategory, string>,
      ar.refundPreview.methods satisfies Record<RefundMethod, string>,
      ar.salesEditor.audit.actions satisfies Record<OrderAuditAction, string>,
      ar.salesEditor.orderStatuses satisfies Record<OrderStatus, string>,
      ar.salesReport.sales.paymentMethods satisfies Record<ReportPaymentMethod, string>,
      ar.salesReport.documents.kinds satisfies Record<TaxDocumentKind, string>,
      ar.orderPage.order.statuses satisfies Record<OrderStatus, string>,
      ar.tickets.statuses satisfies Record<TicketStatus, string>,
      ar.tickets.channels satisfies Record<SalesChannel, string>,
      ar.tickets.payments satisfies Record<PaymentMethod, string>,
      ar.tickets.historyActions satisfies Record<TicketHistoryAction, string>,
      ar.tickets.checkInResults satisfies Record<CheckInResult, string>,
      ar.tickets.jobStatuses satisfies Record<JobStatus, string>,
      ar.ticketPages.details.orderStatuses satisfies Record<OrderStatus, string>,
      ar.assignTicket.assign.notAssignable satisfies Record<Exclude<TicketStatus, "valid">, string>,
    ];
    for (const group of labels) for (const label of Object.values(group)) expect(label).toBeTruthy();
  });
});
