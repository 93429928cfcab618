// Thin callables of the orders domain: check the caller, parse the input,
// call the service.
import { cancelOrderInput, correctBuyerInput, issueTicketsInput, voidTicketInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { currentSigner, publishSigningKey, ticketSigningKey } from "../tickets/signingKey.js";
import { cancelOrder as cancel } from "./corrections/cancelOrder.js";
import { correctBuyer as correct } from "./corrections/correctBuyer.js";
import { voidTicket as voidOne } from "./corrections/voidTicket.js";
import { issueTickets as issue } from "./issueTickets.js";

// Longer than SALE_DEADLINE_MS, so a sale in a rush answers "busy" itself
// rather than being cut off.
export const issueTickets = onCall({ secrets: [ticketSigningKey], timeoutSeconds: 90 }, async (request) => {
  const seller = requireRole(request, ["super_admin", "sales_admin"]);
  const input = parseInput(issueTicketsInput, request.data);
  const signer = currentSigner();
  await publishSigningKey(db, signer);
  return issue(db, signer, seller, input);
});

// The sales editor's corrections: the owner-manager's (SPEC.md §3).
export const voidTicket = onCall(async (request) => {
  const actor = requireRole(request, ["super_admin"]);
  return voidOne(db, actor, parseInput(voidTicketInput, request.data));
});

export const cancelOrder = onCall(async (request) => {
  const actor = requireRole(request, ["super_admin"]);
  return cancel(db, actor, parseInput(cancelOrderInput, request.data));
});

export const correctBuyer = onCall(async (request) => {
  const actor = requireRole(request, ["super_admin"]);
  return correct(db, actor, parseInput(correctBuyerInput, request.data));
});
