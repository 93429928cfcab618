// Thin callables of the tickets domain.
import { assignTicketInput, bulkGenerateTicketsInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { assignTicket as assign } from "./assignTicket.js";
import { startBulkJob } from "../orders/bulk/startBulkJob.js";
import { currentSigner, publishSigningKey, ticketSigningKey } from "./signingKey.js";

export const assignTicket = onCall({ secrets: [ticketSigningKey] }, async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  const input = parseInput(assignTicketInput, request.data);
  const signer = currentSigner();
  await publishSigningKey(db, signer);
  return assign(db, signer, actor, input);
});

export const bulkGenerateTickets = onCall(async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return startBulkJob(db, actor, parseInput(bulkGenerateTicketsInput, request.data));
});
