// Document shapes of every collection, defined once for the web app and the
// functions. Each schema validates what is read or written at a boundary;
// converters for the two SDKs are built from these (see `parseDocument`).
// First: zod set up before any schema here is built (zodSetup.ts).
import "./zodSetup.js";
import { z } from "zod/mini";
import { ROLES } from "./roles.js";
import { ROTATION_HEADROOM, shardsFor, TARGET_CHECK_INS_PER_SECOND } from "./capacity.js";
import { EVENT_CATEGORIES } from "./eventCategories.js";
import { MAX_VAT_RATE } from "./tax.js";
import { LANGUAGES } from "./locale.js";

/** Timestamps from either SDK (web or Admin) have this shape. */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

const timestamp = z.custom<TimestampLike>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as TimestampLike).toMillis === "function",
  { message: "expected a Firestore Timestamp" },
);
/** Timestamps in the schemas of other modules (promoCodes.ts). */
export const timestampSchema = timestamp;

export const userRoleSchema = z.object({ role: z.enum(ROLES) });
export type UserRoleDoc = z.infer<typeof userRoleSchema>;

export const claimsSyncSchema = z.object({
  /** The role now in the user's custom claims, or null when none is set. */
  role: z.nullable(z.string()),
  updatedAt: timestamp,
});
export type ClaimsSyncDoc = z.infer<typeof claimsSyncSchema>;

export const EVENT_STATUSES = ["draft", "published", "closed", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const eventSchema = z.object({
  title: z.string(),
  description: z._default(z.string(), ""),
  category: z.enum(EVENT_CATEGORIES),
  venue: z.string(),
  /** The English pages' words for the event (localizedText.ts); absent: they show the Arabic ones. */
  titleEn: z.optional(z.string()),
  descriptionEn: z.optional(z.string()),
  venueEn: z.optional(z.string()),
  startsAt: timestamp,
  endsAt: z.optional(timestamp),
  status: z.enum(EVENT_STATUSES),
  /** ISO 4217 code; prices are integers in this currency's minor units. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** IANA zone the organiser entered the times in; absent means DEFAULT_TIME_ZONE. */
  timeZone: z.optional(z.string()),
  /** How long a waiting-list offer holds its tickets (waitingListSchemas.ts); absent: the default. */
  waitingListOfferMinutes: z.optional(z.int()),
});
export type EventDoc = z.infer<typeof eventSchema>;

export const ticketTypeSchema = z.object({
  name: z.string(),
  /** The English pages' name of the type (localizedText.ts); absent: they show `name`. */
  nameEn: z.optional(z.string()),
  /** Integer, minor units of the event's currency. */
  price: z.int().check(z.nonnegative()),
  capacity: z.int().check(z.positive()),
  perOrderLimit: z.int().check(z.positive()),
  salesStart: z.optional(timestamp),
  salesEnd: z.optional(timestamp),
  /** Position in the event's list of types, from 0. */
  sortOrder: z.optional(z.int()),
  /**
   * Set by the functions when the type's capacity is split into inventory
   * shards (events/{eventId}/inventory). From then on only the functions
   * change `capacity` (setTicketTypeCapacity), together with the shards.
   */
  inventory: z.optional(z.object({ shards: z.int().check(z.positive()) })),
  /**
   * Not offered to the public: sold only with a code that names it (a
   * presale, a sponsor's allocation; common/src/promoCodes.ts) or by staff.
   */
  hidden: z.optional(z.boolean()),
  /**
   * Set by the functions only (waitingListSchemas.ts): `open` while the
   * type's waiting list has people waiting or offered, when the shop sells
   * the type only with an offer; `paused` by the organiser. Written when the
   * list opens, closes or is paused, never by a sale.
   */
  waitingList: z.optional(z.object({ open: z.boolean(), paused: z.boolean() })),
  /** VAT in its price, in basis points (tax.ts: 1500 is 15 %); absent means none (types made before VAT). */
  vatRate: z.optional(z.int().check(z.nonnegative(), z.maximum(MAX_VAT_RATE))),
});
export type TicketTypeDoc = z.infer<typeof ticketTypeSchema>;

/** An event's types in the organiser's order (`sortOrder`; types without one last): the shop, the staff pages and the functions list them so. */
export const byTicketTypeOrder = (a: Pick<TicketTypeDoc, "sortOrder">, b: Pick<TicketTypeDoc, "sortOrder">) =>
  (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER);

/**
 * One slice of a ticket type's capacity: `events/{eventId}/inventory/{shardId}`.
 * Sales take from a random shard, so concurrent sales rarely touch the same
 * document; the type's capacity is the sum of its shards' allotments and its
 * tickets sold the sum of their `sold`. Written only by the functions.
 */
export const inventoryShardSchema = z.object({
  ticketTypeId: z.string(),
  index: z.int().check(z.nonnegative()),
  allotment: z.int().check(z.nonnegative()),
  sold: z.int().check(z.nonnegative()),
});
export type InventoryShardDoc = z.infer<typeof inventoryShardSchema>;

// `events/{eventId}/promoCodes/{code}`: promoCodeSchema in promoCodes.ts,
// beside the code's arithmetic (only the functions and the owner's pages need it).

export const PAYMENT_METHODS = ["cash", "card", "complimentary"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ["pending", "paid", "cancelled", "refunded", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SALES_CHANNELS = ["online", "box_office", "bulk", "complimentary"] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const TICKET_STATUSES = ["valid", "checked_in", "void"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

const buyerSchema = z.object({
  name: z.string(),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type Buyer = z.infer<typeof buyerSchema>;

export const orderItemSchema = z.object({
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  /** The type's English name when sold, if it had one (localizedText.ts). */
  ticketTypeNameEn: z.optional(z.string()),
  quantity: z.int().check(z.positive()),
  /** Minor units of the order's currency, as charged per ticket. */
  unitPrice: z.int().check(z.nonnegative()),
  /** Minor units a promo code took off each ticket of the line (the type's price was unitPrice + unitDiscount). */
  unitDiscount: z.optional(z.int().check(z.positive())),
  /** The line's tickets used the order's promo code (a discount or a hidden type it unlocked): each is one use. */
  usesPromoCode: z.optional(z.boolean()),
  /** The type's VAT rate when sold (basis points), and the VAT in each ticket's unitPrice (tax.ts vatInPrice); absent on orders before VAT. */
  vatRate: z.optional(z.int().check(z.nonnegative())),
  unitVat: z.optional(z.int().check(z.nonnegative())),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const PAYMENT_PROVIDERS = ["yousr", "stripe"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How an order was paid, as the accountant's report breaks it down: the box
 * office's cash or card, a complimentary or free order, or the online
 * provider that took the money.
 */
export const REPORT_PAYMENT_METHODS = ["cash", "card", "complimentary", "stripe", "yousr"] as const;
export type ReportPaymentMethod = (typeof REPORT_PAYMENT_METHODS)[number];

export function reportPaymentMethodOf(order: { payment?: PaymentMethod; checkout?: { provider: PaymentProviderId }; total: number }): ReportPaymentMethod {
  if (order.total === 0) return "complimentary";
  if (order.payment) return order.payment;
  return order.checkout?.provider ?? "complimentary";
}

/** An online order's checkout at its payment provider. */
const checkoutSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's checkout session, named in its notifications. */
  sessionId: z.string(),
  /** The hosted checkout page the payer is sent to. */
  url: z.string(),
  /** The provider's payment, once paid: what a refund names. */
  paymentId: z.optional(z.string()),
  /** Set when a refund at the provider failed after the order was refunded here. */
  refundError: z.optional(z.string()),
});
export type OrderCheckout = z.infer<typeof checkoutSchema>;

/**
 * An answer to a question at checkout (checkoutQuestions.ts), as stored on
 * an order or a ticket: with the question's label as it was asked, so an
 * answer still reads right after the organiser edits or removes the question.
 * Personal data: staff read it, the rules keep it from everyone else.
 */
export const storedAnswerSchema = z.object({
  questionId: z.string(),
  label: z.string(),
  value: z.custom<string | number | boolean>((value) => ["string", "number", "boolean"].includes(typeof value)),
  /** The answer named the ticket's holder (a holder-name question): it is the ticket's `holderName` too. */
  holderName: z.optional(z.boolean()),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** `orders/{orderId}` (docs/contracts.md). Written only by the functions. */
export const orderSchema = z.object({
  /**
   * What people read and type (common/src/orderReference.ts: 8 characters,
   * shown `BW-XXXX-XXXX`), unique in the project: `orderReferences/{reference}`
   * reserves it. Absent on orders written before references existed.
   */
  reference: z.optional(z.string()),
  eventId: z.string(),
  eventTitle: z.string(),
  /** The event's English title when sold, if it had one (localizedText.ts). */
  eventTitleEn: z.optional(z.string()),
  items: z.array(orderItemSchema),
  /** Minor units of `currency`. */
  total: z.int().check(z.nonnegative()),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(SALES_CHANNELS),
  payment: z.optional(z.enum(PAYMENT_METHODS)),
  buyer: buyerSchema,
  /** Who sold it: a sales_admin sees only the orders they sold (rules). */
  sellerUid: z.string(),
  /** An online order: the buyer's account, whose verified phone is `buyer.phone`. */
  buyerUid: z.optional(z.string()),
  sellerEmail: z.optional(z.string()),
  /** The order's tickets; empty for a bulk order, whose tickets carry its `jobId`. */
  ticketIds: z.array(z.string()),
  createdAt: timestamp,
  paidAt: z.optional(timestamp),
  /** Set when the order was cancelled or refunded (sales editor), with why. */
  cancelledAt: z.optional(timestamp),
  cancelReason: z.optional(z.string()),
  /** The bulk job that generates this order's tickets. */
  jobId: z.optional(z.string()),
  /** An online order while `pending`: its tickets are held (counted as sold) until then. */
  holdExpiresAt: z.optional(timestamp),
  checkout: z.optional(checkoutSchema),
  /** An online order: a digest of what was asked, so a reused requestId with other content is refused. */
  requestDigest: z.optional(z.string()),
  /**
   * An online order: the language the buyer bought in (the page's, locale.ts);
   * every message to them follows it. Absent: Arabic.
   */
  language: z.optional(z.enum(LANGUAGES)),
  /** An online order: the web app's origin it was bought from, for the private link in the e-mail. */
  shopOrigin: z.optional(z.string()),
  /** When an unpaid online order's hold ran out. */
  expiredAt: z.optional(timestamp),
  /** Minor units given back by a partial refund at the provider (the tickets stay valid). */
  refundedAmount: z.optional(z.int().check(z.nonnegative())),
  /** The promo or access code the order was bought with, and how many of its tickets used it (given back when the order ends). */
  promoCode: z.optional(z.object({ code: z.string(), label: z.string(), uses: z.int().check(z.positive()) })),
  /** Answers to the event's questions asked once per order. */
  answers: z.optional(z.array(storedAnswerSchema)),
  /**
   * Answers to the questions asked per ticket, one entry per ticket in the
   * order of `items`: the tickets take them when they are issued (at once at
   * the box office, at payment online).
   */
  ticketAnswers: z.optional(z.array(z.object({ answers: z.array(storedAnswerSchema) }))),
  /** An online order bought with a waiting-list offer: its type's tickets came from the offer. */
  waitingListOffer: z.optional(z.object({ ticketTypeId: z.string(), offerId: z.string(), entryId: z.string() })),
  /** The simplified tax invoice issued when the order was paid (invoiceSchemas.ts); its credit notes name the order. */
  invoiceNumber: z.optional(z.string()),
});
export type OrderDoc = z.infer<typeof orderSchema>;

/**
 * `orderReferences/{reference}`: the order that holds a reference, created with
 * the order in the sale's transaction, so no two orders share one; a search
 * by reference reads this one document. Written only by the functions.
 */
export const orderReferenceSchema = z.object({ orderId: z.string() });
export type OrderReferenceDoc = z.infer<typeof orderReferenceSchema>;

/** `tickets/{ticketId}` (docs/contracts.md). Written only by the functions. */
export const ticketSchema = z.object({
  eventId: z.string(),
  ticketTypeId: z.string(),
  orderId: z.string(),
  /** Its order's reference, shown and searched by the tickets table and printed without reading the order; absent on tickets of orders without one. */
  orderReference: z.optional(z.string()),
  /** The signed text inside the QR (common/src/ticketCode.ts). */
  code: z.string(),
  /**
   * The code's gate code (common/src/gateCode.ts), written with every code so
   * the gate finds a typed one; absent on tickets issued before gate codes.
   */
  gateCode: z.optional(z.string()),
  /** Raised by a reissue; only the code of the current generation enters. */
  generation: z.int().check(z.nonnegative()),
  status: z.enum(TICKET_STATUSES),
  channel: z.enum(SALES_CHANNELS),
  sellerUid: z.string(),
  /** The seller's e-mail, shown and exported by the tickets table without reading the order. */
  sellerEmail: z.optional(z.string()),
  eventTitle: z.string(),
  ticketTypeName: z.string(),
  price: z.int().check(z.nonnegative()),
  currency: z.string(),
  holderName: z.optional(z.string()),
  holderPhone: z.optional(z.string()),
  /** The holder's name folded for search: the tickets table finds it by its beginning (common/src/ticketSearch.ts). */
  holderKey: z.optional(z.string()),
  /** The beginnings of the words of the holder's name: the tickets table finds it by any word (common/src/ticketSearch.ts). */
  holderWords: z.optional(z.array(z.string())),
  issuedAt: timestamp,
  /** Set when the ticket was voided (sales editor): refused at the gate from then on. */
  voidedAt: z.optional(timestamp),
  voidReason: z.optional(z.string()),
  /** Set when its void gave its money back (common/src/refunds.ts): how much, and the VAT in it. */
  refund: z.optional(z.object({ amount: z.int().check(z.positive()), vat: z.int().check(z.nonnegative()) })),
  /** Set when the ticket entered (redeemTicket): when, at which gate, by which scanner. */
  checkedInAt: z.optional(timestamp),
  checkedInGate: z.optional(z.string()),
  checkedInBy: z.optional(z.string()),
  /**
   * The day the ticket was counted in the sales stats (salesStats.ts), in the
   * event's time zone: a void takes it off that day. Absent on tickets issued
   * before the stats existed, which a void then leaves uncounted.
   */
  salesDay: z.optional(z.string()),
  /** The promo code (normalized) the ticket was bought with, counted per code in the sales stats. */
  promoCode: z.optional(z.string()),
  /** The VAT in `price` (minor units, tax.ts), and how its order was paid: a void refunds and counts them off the sales stats. */
  vat: z.optional(z.int().check(z.nonnegative())),
  paymentMethod: z.optional(z.enum(REPORT_PAYMENT_METHODS)),
  /** Answers to the event's questions asked per ticket (its holder's, when one names them: `holderName` too). */
  answers: z.optional(z.array(storedAnswerSchema)),
  /** Bulk tickets: their job, their position in it (from 1) and its label. */
  jobId: z.optional(z.string()),
  serial: z.optional(z.int().check(z.positive())),
  label: z.optional(z.string()),
});
export type TicketDoc = z.infer<typeof ticketSchema>;

export const ORDER_AUDIT_ACTIONS = [
  "buyer_corrected",
  "answers_corrected",
  "ticket_voided",
  "order_cancelled",
  "order_refunded",
  "order_partially_refunded",
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];

/**
 * `orders/{orderId}/audit/{entryId}`: append-only log of corrections to an order (who, when, what, why, before and after).
 * An `answers_corrected` entry (correctAnswers) names in `ticketIds` the one ticket whose answers it corrected (none:
 * the order's answers), and its `before` and `after` are each in the shape of answersAuditSchema.
 */
export const orderAuditSchema = z.object({
  action: z.enum(ORDER_AUDIT_ACTIONS),
  at: timestamp,
  byUid: z.string(),
  byEmail: z.optional(z.string()),
  reason: z.string(),
  /** The tickets the change voided, or the ticket whose answers it corrected. */
  ticketIds: z.optional(z.array(z.string())),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type OrderAuditDoc = z.infer<typeof orderAuditSchema>;

/** `before` and `after` of an `answers_corrected` entry: every answer of its scope as stored then (none: `[]`), with their labels. */
export const answersAuditSchema = z.object({ answers: z.array(storedAnswerSchema) });
export type AnswersAuditSide = z.infer<typeof answersAuditSchema>;

export const TICKET_HISTORY_ACTIONS = ["assigned", "reissued"] as const;
export type TicketHistoryAction = (typeof TICKET_HISTORY_ACTIONS)[number];

/** `tickets/{ticketId}/history/{entryId}`: append-only log of changes to a ticket. */
export const ticketHistorySchema = z.object({
  action: z.enum(TICKET_HISTORY_ACTIONS),
  at: timestamp,
  byUid: z.string(),
  byEmail: z.optional(z.string()),
  before: z.optional(z.object({ holderName: z.optional(z.string()), holderPhone: z.optional(z.string()), generation: z.int() })),
  after: z.object({ holderName: z.optional(z.string()), holderPhone: z.optional(z.string()), generation: z.int() }),
});
export type TicketHistoryDoc = z.infer<typeof ticketHistorySchema>;

/** `ticketKeys/{kid}`: a public key scanners verify codes with (docs/ticket-code.md). */
export const ticketKeySchema = z.object({
  /** publicKeyToText() of the Ed25519 public key: 43 base64url characters. */
  publicKey: z.string(),
  createdAt: timestamp,
});
export type TicketKeyDoc = z.infer<typeof ticketKeySchema>;

export const JOB_STATUSES = ["running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** `jobs/{jobId}` (docs/contracts.md): a bulk generation and its progress. */
export const jobSchema = z.object({
  kind: z.literal("bulk_tickets"),
  status: z.enum(JOB_STATUSES),
  done: z.int().check(z.nonnegative()),
  total: z.int().check(z.positive()),
  eventId: z.string(),
  ticketTypeId: z.string(),
  orderId: z.string(),
  /** The order's reference, for the job's tickets (they are written after the order). */
  orderReference: z.optional(z.string()),
  label: z.optional(z.string()),
  createdBy: z.string(),
  /** The creator's e-mail, for the dashboard's sellers. */
  createdByEmail: z.optional(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Why the job failed, in Arabic, when it did. */
  error: z.optional(z.string()),
});
export type JobDoc = z.infer<typeof jobSchema>;

/** Parses raw document data, throwing a readable error naming the document. */
export function parseDocument<T>(schema: z.ZodMiniType<T>, path: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`Malformed document ${path}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const CHECK_IN_RESULTS = ["accepted", "already_used", "invalid", "void", "wrong_event"] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/**
 * `checkIns/{checkInId}`: one scan at a gate, whatever its verdict (the audit
 * trail). Its id comes from the scanner and its scanId, so the same scan sent
 * again finds it and gets the same answer.
 */
export const checkInSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** Absent when the code named no genuine ticket (an invalid code). */
  ticketId: z.optional(z.string()),
  /** The ticket's event, or the event the scanner was set to for an invalid code. */
  eventId: z.optional(z.string()),
  gate: z.optional(z.string()),
  scanId: z.string(),
  scannerUid: z.string(),
  at: timestamp,
  /** The start of what was scanned (at most 200 characters), to trace leaked or forged codes. */
  codeSample: z.string().check(z.maxLength(200)),
  /** What the scanner was shown (RedeemTicketResult), kept to answer a repeated scanId alike. */
  ticket: z.optional(
    z.object({
      ticketId: z.string(),
      eventId: z.string(),
      eventTitle: z.string(),
      ticketTypeName: z.string(),
      holderName: z.optional(z.string()),
    }),
  ),
  firstCheckIn: z.optional(z.object({ at: timestamp, gate: z.optional(z.string()) })),
});
export type CheckInDoc = z.infer<typeof checkInSchema>;

/**
 * Shards of an event's admission count: each check-in adds to the next, so
 * gates never queue on one document and none takes more than a write a
 * second at the target rate (docs/capacity.md).
 */
export const ADMISSION_SHARDS = shardsFor(TARGET_CHECK_INS_PER_SECOND, ROTATION_HEADROOM);

/**
 * `events/{eventId}/admissions/{0..ADMISSION_SHARDS-1}`: tickets admitted, in total and by gate
 * name. Written only by redeemTicket; the live counts add the shards up.
 */
export const admissionShardSchema = z.object({
  total: z.int().check(z.nonnegative()),
  gates: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
  /** By calendar day ("YYYY-MM-DD") in the event's time zone (salesDayOf); absent on counts from before it was kept. */
  byDay: z.optional(z.record(z.string(), z.int().check(z.nonnegative()))),
});
export type AdmissionShardDoc = z.infer<typeof admissionShardSchema>;

export const YOUSR_PAYMENT_STATUSES = ["open", "approved", "declined", "refunded", "closed"] as const;
export type YousrPaymentStatus = (typeof YOUSR_PAYMENT_STATUSES)[number];

export const PAYMENT_EVENT_TYPES = ["paid", "failed", "refunded"] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * `yousrPayments/{paymentId}`: a payment at Yousr Pay, the built-in test
 * gateway (its own records, as a real gateway keeps them). Anyone holding the
 * id opens its hosted checkout; the console lists them for super_admin.
 */
export const yousrPaymentSchema = z.object({
  orderId: z.string(),
  /** Minor units of `currency`. */
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
  /** What is paid for, as the checkout page shows it. */
  description: z.string(),
  status: z.enum(YOUSR_PAYMENT_STATUSES),
  /** Where the payer goes after deciding. */
  returnUrl: z.string(),
  createdAt: timestamp,
  /** The hold's end: after it the shop may no longer have the tickets. */
  expiresAt: z.optional(timestamp),
  decidedAt: z.optional(timestamp),
  refundedAt: z.optional(timestamp),
  /** Minor units given back so far (a partial refund leaves the payment `approved`), and the refunds' keys, each counted once. */
  refundedAmount: z.optional(z.int().check(z.nonnegative())),
  refundKeys: z.optional(z.array(z.string())),
  /** When the shop closed it because its order's hold ended (payments/checkoutClosures.ts). */
  closedAt: z.optional(timestamp),
  /** The last notification sent to paymentWebhook, and how it answered. */
  lastDelivery: z.optional(
    z.object({ eventId: z.string(), type: z.enum(PAYMENT_EVENT_TYPES), at: timestamp, httpStatus: z.int() }),
  ),
  deliveries: z._default(z.int().check(z.nonnegative()), 0),
});
export type YousrPaymentDoc = z.infer<typeof yousrPaymentSchema>;

export const PAYMENT_EVENT_OUTCOMES = ["applied", "duplicate", "ignored", "rejected", "refunded"] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/**
 * `paymentEvents/{id}`: every notification paymentWebhook received and what
 * it did with it. An applied one is kept under "<provider>_<event id>", so the
 * same event again is found and changes nothing more.
 */
export const paymentEventSchema = z.object({
  provider: z.string(),
  providerEventId: z.optional(z.string()),
  type: z.optional(z.enum(PAYMENT_EVENT_TYPES)),
  orderId: z.optional(z.string()),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
  /** Why it was refused or set aside, in Arabic. */
  reason: z.optional(z.string()),
  receivedAt: timestamp,
});
export type PaymentEventDoc = z.infer<typeof paymentEventSchema>;

/** `mail/{id}`: an e-mail in the shape of the Trigger Email extension (firestore-send-email), which sends it. */
export const mailSchema = z.object({
  to: z.string(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
});
export type MailDoc = z.infer<typeof mailSchema>;
