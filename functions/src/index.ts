// Entry point of the Cloud Functions: configuration first, then each domain.
import "./config.js";

export { applyRoleOnSignUp, mirrorRoleToClaims } from "./roles/triggers.js";
export { cancelOrder, correctBuyer, issueTickets, voidTicket } from "./orders/callables.js";
export { setTicketTypeCapacity } from "./inventory/callables.js";
export { assignTicket, bulkGenerateTickets } from "./tickets/callables.js";
export { advanceBulkJob, resumeBulkJobs } from "./tickets/bulk/triggers.js";
export { redeemTicket } from "./checkin/callables.js";
