// The callable functions' names, inputs and answers (docs/contracts.md), defined once:
// the functions validate with these schemas at the boundary, and the web app
// calls through the same types. Every refusal carries its message, worded
// when it is made, in the display locale then current (locale.ts): a schema
// is built once, when its module loads, before a page or a request knows its
// language.
// First: zod set up before any schema here is built (zodSetup.ts).
import "./zodSetup.js";
import { z } from "zod/mini";
import {
  PAYMENT_METHODS,
  type CheckInResult,
  type OrderStatus,
  type TicketStatus,
  type YousrPaymentStatus,
} from "./documents.js";
import {
  DOC_ID_PATTERN,
  MAX_BULK_LABEL_LENGTH,
  MAX_BULK_TICKETS,
  MAX_ITEMS_PER_ORDER,
  MAX_PERSON_NAME_LENGTH,
  MAX_TICKETS_PER_SALE,
} from "./limits.js";
import { MAX_QUESTIONS_PER_EVENT } from "./checkoutQuestionBasics.js";
import { callErrorMessages } from "./messages/callErrors.js";
import { inputMessages as m } from "./messages/inputErrors.js";
import { englishContentMessages } from "./messages/englishContent.js";
import { LANGUAGES } from "./locale.js";
import { promoCodeEntryMessages } from "./messages/promoCodeEntry.js";
import { normalizePhone } from "./phone.js";
import { personNameText } from "./plainText.js";
import { normalizePromoCode } from "./promoCodes.js";
import { STAFF_ROLES, type Role } from "./roles.js";
import { text, type Refusal } from "./textSchema.js";
import type { WalletAvailability } from "./walletLinks.js";
import type { DisplaySettings } from "./locale.js";

export const docId = z.string({ error: () => m.id }).check(z.regex(DOC_ID_PATTERN, { error: () => m.id }));
const requestId = z.string({ error: () => m.requestId }).check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: () => m.requestId }));

export { text };

/** A buyer's or a guest's name: one line, without invisible characters. */
export const personName = (error: Refusal) =>
  z
    .pipe(z.string({ error }), z.transform(personNameText))
    .check(z.refine((value) => value.length >= 1 && value.length <= MAX_PERSON_NAME_LENGTH, { error }));

// Absent, null (the callable protocol sends an undefined field as null) and
// blank all mean "not given". The outer optional only keeps the field
// optional in the input type (a pipe is typed as required, after its
// transform); the transform passes undefined through already.
export const optionalText = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown): unknown => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value)),
      z.optional(schema),
    ),
  );

/**
 * The language the buyer bought or joined in (the page's, locale.ts): every
 * message to them afterwards is written in it. Absent (or null, as the
 * callable protocol sends an undefined field): Arabic.
 */
export const buyerLanguage = z.optional(
  z.pipe(
    z.transform((value: unknown): unknown => (value === null ? undefined : value)),
    z.optional(z.enum(LANGUAGES, { error: () => englishContentMessages.languageInvalid })),
  ),
);

const phone = z.pipe(
  z.string({ error: () => m.phone }),
  z.transform((value, context) => {
    const normalized = normalizePhone(value);
    if (normalized === null) {
      context.issues.push({ code: "custom", message: m.phone, input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);

export const email = z.pipe(
  z.pipe(z.string({ error: () => m.email }), z.transform((value) => value.trim().toLowerCase())),
  z.email({ error: () => m.email }).check(z.maxLength(254, { error: () => m.email })),
);

/** A code as typed (normalizePromoCode): the functions compare the normalized form. */
export const promoCodeText = z.pipe(
  z.string({ error: () => promoCodeEntryMessages.invalidCode }),
  z.transform((value, context) => {
    const code = normalizePromoCode(value);
    if (code === null) {
      context.issues.push({ code: "custom", message: promoCodeEntryMessages.invalidCode, input: value });
      return z.NEVER;
    }
    return code;
  }),
);

const buyer = z.object(
  {
      name: personName(() => m.buyerName),
      phone: optionalText(phone),
      email: optionalText(email),
  },
  { error: () => m.buyerName },
);

// z.int is the number and the integer check in one: its message answers both.
const quantity = z.int({ error: () => m.quantity }).check(z.minimum(1, { error: () => m.quantity }));

const items = z.array(z.object({ ticketTypeId: docId, quantity }), { error: () => m.itemsEmpty }).check(
  z.minLength(1, { error: () => m.itemsEmpty }),
  z.maxLength(MAX_ITEMS_PER_ORDER, { error: () => m.itemsTooMany(MAX_ITEMS_PER_ORDER) }),
  z.refine((list) => new Set(list.map((item) => item.ticketTypeId)).size === list.length, {
    error: () => m.itemsRepeated,
  }),
  z.refine((list) => list.reduce((sum, item) => sum + item.quantity, 0) <= MAX_TICKETS_PER_SALE, {
    error: () => m.totalTooLarge(MAX_TICKETS_PER_SALE),
  }),
);

/**
 * A sale's answers to the event's questions as sent (checkoutQuestions.ts
 * SaleAnswersInput): by question id, the order's and each ticket's. Only the
 * shape here; the sale checks each answer against its question
 * (checkSaleAnswers), as the shop and the box office did before sending.
 */
export const answerSet = z.record(z.string({ error: () => callErrorMessages.invalidArgument }).check(z.regex(/^[a-z0-9]{1,20}$/)), z.unknown()).check(
  z.refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS_PER_EVENT, { error: () => callErrorMessages.invalidArgument }),
);
const saleAnswers = z.optional(
  z.object(
    {
      order: z.optional(answerSet),
      tickets: z.optional(z.array(answerSet).check(z.maxLength(MAX_TICKETS_PER_SALE, { error: () => callErrorMessages.invalidArgument }))),
    },
    { error: () => callErrorMessages.invalidArgument },
  ),
);

export const issueTicketsInput = z.object(
  {
    eventId: docId,
    items,
    buyer,
    payment: z.enum(PAYMENT_METHODS, { error: () => m.payment }),
    promoCode: optionalText(promoCodeText),
    answers: saleAnswers,
    requestId,
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type IssueTicketsInput = z.input<typeof issueTicketsInput>;
export type IssueTicketsRequest = z.output<typeof issueTicketsInput>;

export interface IssuedTicket {
  ticketId: string;
  code: string;
  ticketTypeId: string;
  ticketTypeName: string;
  holderName?: string;
}

/** A box-office order as the sale wrote it (functions/src/orders/issueTickets.ts). */
export interface IssuedOrder {
  orderId: string;
  /** The order's reference (orderReference.ts); absent on an order written before references existed. */
  reference?: string;
  tickets: IssuedTicket[];
}

export interface IssueTicketsResult extends IssuedOrder {
  /** The token of the order's private link (orderLink.ts orderLinkPath): its page with the QR codes, sent to the buyer. */
  accessToken: string;
}

export const bulkGenerateTicketsInput = z.object(
  {
    eventId: docId,
    ticketTypeId: docId,
    count: z
      .int({ error: () => m.bulkCount(MAX_BULK_TICKETS) })
      .check(
        z.minimum(1, { error: () => m.bulkCount(MAX_BULK_TICKETS) }),
        z.maximum(MAX_BULK_TICKETS, { error: () => m.bulkCount(MAX_BULK_TICKETS) }),
      ),
    label: optionalText(text(MAX_BULK_LABEL_LENGTH, () => m.label)),
    requestId,
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type BulkGenerateTicketsInput = z.input<typeof bulkGenerateTicketsInput>;
export interface BulkGenerateTicketsResult {
  jobId: string;
}

export const setTicketTypeCapacityInput = z.object(
  {
    eventId: docId,
    ticketTypeId: docId,
    capacity: z.int({ error: () => m.capacity }).check(z.minimum(1, { error: () => m.capacity })),
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type SetTicketTypeCapacityInput = z.input<typeof setTicketTypeCapacityInput>;
export interface SetTicketTypeCapacityResult {
  capacity: number;
  sold: number;
}

export const assignTicketInput = z.object(
  {
    ticketId: docId,
    holderName: personName(() => m.holderName),
    holderPhone: optionalText(phone),
    /** A new code (generation + 1): the old one is refused at the gate from then on. */
    reissue: z._default(z.boolean({ error: () => m.id }), false),
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type AssignTicketInput = z.input<typeof assignTicketInput>;
export interface AssignTicketResult {
  ticketId: string;
  code: string;
  generation: number;
  status: TicketStatus;
}

/** Longest gate name a scanner may set. */
export const MAX_GATE_NAME_LENGTH = 40;

export const redeemTicketInput = z.object(
  {
    // Any text, of any length: a malformed, forged or oversized code is a
    // verdict ("invalid"), not an input error (docs/contracts.md). The verifier looks
    // at the length before anything else, so huge text costs nothing.
    code: z.string({ error: () => m.code }),
    /** The event the scanner is set to: a ticket of another event is `wrong_event`. */
    eventId: optionalText(docId),
    // Counted by name in the admission shards: no "__…__" (Firestore reserves such field names).
    gate: optionalText(text(MAX_GATE_NAME_LENGTH, () => m.gate).check(z.refine((name) => !/^__.*__$/.test(name), { error: () => m.gate }))),
    /** Made by the scanner once per scan: the same scanId again gets the same answer. */
    scanId: z.string({ error: () => m.scanId }).check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: () => m.scanId })),
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type RedeemTicketInput = z.input<typeof redeemTicketInput>;
export type RedeemTicketRequest = z.output<typeof redeemTicketInput>;

/** What a gate scanner may learn of a ticket: no price, no phone number. */
export interface ScannedTicket {
  ticketId: string;
  eventId: string;
  eventTitle: string;
  ticketTypeName: string;
  holderName?: string;
}

export interface RedeemTicketResult {
  result: CheckInResult;
  ticket?: ScannedTicket;
  /** For `already_used`: when (ISO 8601) and at which gate the ticket entered. */
  firstCheckIn?: { at: string; gate?: string };
}

/** Longest reason given for a correction in the sales editor. */
export const MAX_REASON_LENGTH = 300;
export const correctionReason = text(MAX_REASON_LENGTH, () => m.reason);
const reason = correctionReason;

export const voidTicketInput = z.object(
  { ticketId: docId, reason },
  { error: () => callErrorMessages.invalidArgument },
);
export type VoidTicketInput = z.input<typeof voidTicketInput>;

export const cancelOrderInput = z.object(
  {
    orderId: docId,
    reason,
    /** Refunded (the money goes back) rather than only cancelled. */
    refund: z._default(z.boolean({ error: () => m.refund }), false),
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type CancelOrderInput = z.input<typeof cancelOrderInput>;

export const correctBuyerInput = z.object(
  { orderId: docId, buyer, reason },
  { error: () => callErrorMessages.invalidArgument },
);
export type CorrectBuyerInput = z.input<typeof correctBuyerInput>;

/** What correctBuyer did: the tickets that carried the buyer as holder now carry the correction. */
export interface CorrectBuyerResult {
  orderId: string;
  updatedTicketIds: string[];
}

/** What voidTicket and cancelOrder did: the tickets voided now, and how many went back on sale. */
export interface SalesCorrectionResult {
  orderId: string;
  voidedTicketIds: string[];
  returnedToSale: number;
}

// ---------------------------------------------------------------- the shop

/** The private link's secret (getOrderTickets): base64url, as the functions make it. */
const accessToken = z.string({ error: () => m.orderLink }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: () => m.orderLink }));

/**
 * A signed-in buyer's purchase (docs/contracts.md `purchaseTickets`): name
 * and, optionally, e-mail. No phone: the buyer's phone is the one their
 * sign-in verified, taken from the ID token (a phone in the body is dropped here).
 */
export const purchaseTicketsInput = z.object(
  {
    eventId: docId,
    items,
    buyer: z.object(
      {
        name: personName(() => m.buyerName),
        email: optionalText(email),
      },
      { error: () => m.buyerName },
    ),
    promoCode: optionalText(promoCodeText),
    answers: saleAnswers,
    /** A waiting-list offer made to the caller (waitingListSchemas.ts): its type's tickets come from it. */
    offerId: optionalText(docId),
    language: buyerLanguage,
    requestId,
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type PurchaseTicketsInput = z.input<typeof purchaseTicketsInput>;
export type PurchaseTicketsRequest = z.output<typeof purchaseTicketsInput>;

export interface PurchaseTicketsResult {
  orderId: string;
  /** `paid` at once only when the order costs nothing. */
  status: "pending" | "paid";
  /** Where the payer pays (the provider's hosted checkout), for a pending order. */
  checkoutUrl?: string;
  /** The private link's secret: with the orderId, it opens the order (getOrderTickets). */
  accessToken: string;
}

/** A box-office order's private link for its seller, to send it again (docs/contracts.md `getOrderAccess`). */
export const getOrderAccessInput = z.object({ orderId: docId }, { error: () => callErrorMessages.invalidArgument });
export type GetOrderAccessInput = z.input<typeof getOrderAccessInput>;
export interface GetOrderAccessResult {
  /** With the orderId, opens the order's private page (orderLink.ts orderLinkPath). */
  accessToken: string;
}

export const getOrderTicketsInput = z.object(
  { orderId: docId, accessToken },
  { error: () => callErrorMessages.invalidArgument },
);
export type GetOrderTicketsInput = z.input<typeof getOrderTicketsInput>;

/**
 * getOrderInvoices: the order's invoice and credit notes (invoiceSchemas.ts
 * OrderInvoices). With `accessToken`, anyone holding the order's private
 * link; without, a super_admin or the order's seller.
 */
export const getOrderInvoicesInput = z.object(
  { orderId: docId, accessToken: z.optional(accessToken) },
  { error: () => callErrorMessages.invalidArgument },
);
export type GetOrderInvoicesInput = z.input<typeof getOrderInvoicesInput>;

/** When the event of an order starts and ends (ISO 8601), and its place and time zone: absent when the event is gone. */
export interface OrderEventFacts {
  startsAt?: string;
  endsAt?: string;
  venue?: string;
  /** The venue's English name, when the organiser gave one (localizedText.ts). */
  venueEn?: string;
  timeZone?: string;
}

/** One order of the signed-in buyer's phone, as `/my-tickets` lists it (docs/contracts.md `listMyOrders`). */
export interface MyOrder extends OrderEventFacts {
  orderId: string;
  /** The order's private link token: the buyer proved the phone, so the page opens as from the link. */
  accessToken: string;
  eventId: string;
  eventTitle: string;
  /** The event's English title as sold, when it had one (localizedText.ts). */
  eventTitleEn?: string;
  status: OrderStatus;
  ticketCount: number;
  total: number;
  currency: string;
  /** ISO 8601. */
  createdAt: string;
}

/** docs/contracts.md `listMyOrders`: no input; the caller's verified phone names the orders. */
export interface MyOrdersResult {
  /** The verified phone (E.164) the orders were found for. */
  phone: string;
  /** Upcoming events first (soonest first), then past ones (latest first). */
  orders: MyOrder[];
  /** The organiser's display settings, which the page shows dates and numbers with (locale.ts). */
  display: DisplaySettings;
}

/** A ticket as its buyer sees it through the private link. */
export interface OrderTicket {
  ticketId: string;
  code: string;
  ticketTypeName: string;
  /** Its type's English name as sold, when it had one (localizedText.ts). */
  ticketTypeNameEn?: string;
  holderName?: string;
  status: TicketStatus;
}

/** docs/contracts.md `getOrderTickets` (status, tickets), with what the order page shows besides. */
export interface OrderTicketsResult extends OrderEventFacts {
  status: OrderStatus;
  /** The order's reference (orderReference.ts); absent on an order written before references existed. */
  reference?: string;
  tickets: OrderTicket[];
  eventId: string;
  eventTitle: string;
  /** The English words as sold, when the organiser gave them (localizedText.ts): the English page shows them. */
  eventTitleEn?: string;
  items: { ticketTypeName: string; ticketTypeNameEn?: string; quantity: number; unitPrice: number }[];
  total: number;
  currency: string;
  buyerName: string;
  /** A pending order: until when (ISO 8601) its tickets are held, and where to pay. */
  holdExpiresAt?: string;
  checkoutUrl?: string;
  /** Why a cancelled, refunded or expired order ended so, in Arabic. */
  endReason?: string;
  /**
   * Which wallets can take this order's tickets now (docs/contracts.md
   * "Wallet passes"): false where the organiser has not set that wallet's
   * secret, so the page offers no button that cannot work.
   */
  wallets: WalletAvailability;
  /** The organiser's display settings, which the page shows dates and numbers with (locale.ts). */
  display: DisplaySettings;
}

// ------------------------------------------- Yousr Pay, the test gateway

export const YOUSR_DECISIONS = ["approve", "decline"] as const;
export type YousrDecision = (typeof YOUSR_DECISIONS)[number];

/** What the hosted checkout shows the payer, asked by the payment's random id. */
export const yousrPayCheckoutInput = z.object({ paymentId: docId }, { error: () => callErrorMessages.invalidArgument });
export type YousrPayCheckoutInput = z.input<typeof yousrPayCheckoutInput>;
export interface YousrPayCheckoutResult {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
  status: YousrPaymentStatus;
  /** Where the payer goes next: the shop's order page (it carries no private token). */
  returnUrl: string;
}

/** The payer's choice on the hosted checkout (or a forced decline from the console). */
export const yousrPayDecideInput = z.object(
  { paymentId: docId, decision: z.enum(YOUSR_DECISIONS, { error: () => m.decision }) },
  { error: () => callErrorMessages.invalidArgument },
);
export type YousrPayDecideInput = z.input<typeof yousrPayDecideInput>;
export interface YousrPayDecideResult {
  status: YousrPaymentStatus;
  /** Where the payer goes next: the shop's order page. */
  returnUrl: string;
}

/** The console's replay of a payment's last webhook. */
export const yousrPayReplayInput = z.object({ paymentId: docId }, { error: () => callErrorMessages.invalidArgument });
export type YousrPayReplayInput = z.input<typeof yousrPayReplayInput>;
export interface YousrPayReplayResult {
  /** The HTTP status paymentWebhook answered. */
  httpStatus: number;
}

/** How a staff member is named on the dashboard and the staff list (docs/product.md "Staff"). */
const staffName = personName(() => m.staffName);

/** A super_admin invites a person to a staff role by e-mail, with the name staff know them by (/staff). */
export const inviteStaffInput = z.object(
  { email, displayName: staffName, role: z.enum(STAFF_ROLES, { error: () => m.staffRole }) },
  { error: () => callErrorMessages.invalidArgument },
);
export type InviteStaffInput = z.input<typeof inviteStaffInput>;
export interface InviteStaffResult {
  /** False when the address already had an account (it keeps its password until the link is used). */
  accountCreated: boolean;
}

/** A super_admin renames a staff member the functions have a record of (/staff). */
export const renameStaffInput = z.object({ email, displayName: staffName }, { error: () => callErrorMessages.invalidArgument });
export type RenameStaffInput = z.input<typeof renameStaffInput>;

/** The signed-in account's role as the functions applied it just now (no input). */
export interface SyncMyRoleResult {
  role: Role | null;
  /** True when the claims changed: the client refreshes its ID token. */
  changed: boolean;
}

/** The first problem of a failed parse, as the message to answer with. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? m.id;
}
