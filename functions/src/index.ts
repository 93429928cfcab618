// Entry point of the Cloud Functions: configuration first, then each domain.
import "./config.js";

export { catalogue } from "./catalogue/http.js";
export { shopPage } from "./catalogue/shopPage/http.js";
export { applyRoleOnSignUp, mirrorRoleToClaims } from "./roles/triggers.js";
export { inviteStaff, renameStaff, syncMyRole } from "./roles/callables.js";
export {
  cancelOrder,
  correctAnswers,
  correctBuyer,
  getOrderAccess,
  getOrderTickets,
  issueTickets,
  listMyOrders,
  purchaseTickets,
  setEventQuestions,
  voidTicket,
} from "./orders/callables.js";
export { expireOrderHolds } from "./orders/schedules.js";
export { paymentWebhook } from "./payments/webhook.js";
export { closeEndedCheckouts } from "./payments/checkoutClosureTrigger.js";
export { yousrPayCheckout, yousrPayDecide, yousrPayReplay } from "./payments/callables.js";
export { setTicketTypeCapacity } from "./inventory/callables.js";
export { checkPromoCode, createPromoCode, generatePromoCodes, setPromoCodeActive } from "./promo/callables.js";
export {
  joinWaitingList,
  leaveWaitingList,
  listMyWaitingListOffers,
  removeWaitingListEntry,
  setWaitingListPaused,
} from "./waitingList/callables.js";
export { sweepWaitingListOffers } from "./waitingList/schedules.js";
export { assignTicket, bulkGenerateTickets } from "./tickets/callables.js";
export { walletPass } from "./tickets/wallet/http.js";
export { advanceBulkJob, resumeBulkJobs } from "./orders/bulk/triggers.js";
export { redeemTicket } from "./checkin/callables.js";
export { getOrderInvoices } from "./invoices/callables.js";
export { setOrganiserSettings } from "./settings/callables.js";
export { gateListOnTicketUpdate } from "./checkin/gateList/triggers.js";
