/** Firestore collection names, fixed by docs/contracts.md where listed there. */
export const COLLECTIONS = {
  userRoles: "userRoles",
  /** Written by the claims mirror after it changes a user's custom claims. */
  claimsSync: "claimsSync",
  /**
   * Per role address: the account its role was applied to and the person's
   * state (invited, active, removed). Written by the functions only.
   */
  staffAccounts: "staffAccounts",
  events: "events",
  ticketTypes: "ticketTypes",
  orders: "orders",
  /** By reference (orderReference.ts): the order holding it, so that no two orders share one. */
  orderReferences: "orderReferences",
  tickets: "tickets",
  jobs: "jobs",
  checkIns: "checkIns",
  /** Per event: shards of each ticket type's capacity (documents.ts). */
  inventory: "inventory",
  /** Per event: its promo and access codes, by normalized code (promoCodes.ts). */
  promoCodes: "promoCodes",
  /** Per promo code: shards of its uses (promoCodeSchemas.ts countShardSchema). */
  promoCodeUses: "uses",
  /** Per event: shards of the admission count (documents.ts). */
  admissions: "admissions",
  /** Per event: shards of the revoked and admitted tickets, for offline gates (gateList.ts). */
  gateList: "gateList",
  /** Per event: shards of the sales counts for the dashboard (salesStats.ts). */
  salesStats: "salesStats",
  /** Per order: its corrections (sales editor). */
  orderAudit: "audit",
  /** Per ticket: its change log. */
  ticketHistory: "history",
  /** Public keys of the ticket codes, by key id. */
  ticketKeys: "ticketKeys",
  /** Yousr Pay, the built-in test gateway: its payments. */
  yousrPayments: "yousrPayments",
  /** Every payment notification received, and what it did. */
  paymentEvents: "paymentEvents",
  /** Per event: which order each buyer's phone holds (one pending, one free), functions only. */
  buyerHolds: "buyerHolds",
  /** Per provider: how many refused notifications were logged this minute, and how many were only counted. */
  paymentRefusals: "paymentRefusals",
  /**
   * By order id: a provider checkout to close because its order's hold ended
   * (written in the hold's transaction, acted on by a trigger), functions only.
   */
  checkoutClosures: "checkoutClosures",
  /**
   * Per event, by ticket type: its waiting list (waitingListSchemas.ts), with
   * the `entries` (one per verified phone) and the `offers` made to them.
   */
  waitingLists: "waitingLists",
  waitingListEntries: "entries",
  waitingListOffers: "offers",
  /** `settings/organiser`: the organiser's legal name, VAT number and defaults (organiserSettings.ts), super_admin only. */
  settings: "settings",
  /** Simplified tax invoices, by number (invoiceSchemas.ts): written by the functions only. */
  invoices: "invoices",
  /** Credit notes, by number (invoiceSchemas.ts): written by the functions only. */
  creditNotes: "creditNotes",
  /** The numbered series of invoices and credit notes, each a counter and its hash chain's end (invoiceSchemas.ts), functions only. */
  invoiceSeries: "invoiceSeries",
  /** Outgoing e-mail, sent by the Trigger Email extension. */
  mail: "mail",
} as const;
