// The callable functions' names and the bounds their inputs keep
// (callables.ts builds its schemas with them), in a module without zod: the
// public shop needs these without the schemas' weight (docs/product.md §5).

export const CALLABLES = {
  issueTickets: "issueTickets",
  bulkGenerateTickets: "bulkGenerateTickets",
  setTicketTypeCapacity: "setTicketTypeCapacity",
  assignTicket: "assignTicket",
  redeemTicket: "redeemTicket",
  voidTicket: "voidTicket",
  cancelOrder: "cancelOrder",
  correctBuyer: "correctBuyer",
  purchaseTickets: "purchaseTickets",
  getOrderTickets: "getOrderTickets",
  getOrderInvoices: "getOrderInvoices",
  getOrderAccess: "getOrderAccess",
  listMyOrders: "listMyOrders",
  yousrPayCheckout: "yousrPayCheckout",
  yousrPayDecide: "yousrPayDecide",
  yousrPayReplay: "yousrPayReplay",
  inviteStaff: "inviteStaff",
  renameStaff: "renameStaff",
  syncMyRole: "syncMyRole",
  createPromoCode: "createPromoCode",
  generatePromoCodes: "generatePromoCodes",
  setPromoCodeActive: "setPromoCodeActive",
  checkPromoCode: "checkPromoCode",
  setEventQuestions: "setEventQuestions",
  correctAnswers: "correctAnswers",
  joinWaitingList: "joinWaitingList",
  leaveWaitingList: "leaveWaitingList",
  listMyWaitingListOffers: "listMyWaitingListOffers",
  setWaitingListPaused: "setWaitingListPaused",
  removeWaitingListEntry: "removeWaitingListEntry",
  setOrganiserSettings: "setOrganiserSettings",
} as const;

/** Most tickets one box-office sale may issue; more is a bulk job. */
export const MAX_TICKETS_PER_SALE = 50;
/** Most ticket types in one order. */
export const MAX_ITEMS_PER_ORDER = 10;
/** Most tickets one bulk job generates (docs/contracts.md). */
export const MAX_BULK_TICKETS = 50_000;
/** Longest name of a buyer or a guest. */
export const MAX_PERSON_NAME_LENGTH = 100;
/** Longest label of a bulk job (printed on its tickets). */
export const MAX_BULK_LABEL_LENGTH = 60;

/**
 * Firestore ids as this app makes them (auto ids), and nothing a path could
 * misread: no "/", no "." or "..", bounded length.
 */
export const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
