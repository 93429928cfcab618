// The gate list follows the tickets: a ticket voided (a void, a refund, a
// cancelled order) or admitted is written into its event's list, whichever
// function changed it. Only updates matter: a ticket is issued valid (not
// on the list) and never deleted, so issuing tickets (sales, bulk jobs of
// 50,000) costs no trigger run at all.
import { COLLECTIONS } from "@bawwaba/common";
import { onDocumentUpdated } from "firebase-functions/v2/firestore";
import { db } from "../../admin.js";
import { updateGateList } from "./updateGateList.js";

export const gateListOnTicketUpdate = onDocumentUpdated(`${COLLECTIONS.tickets}/{ticketId}`, async (event) => {
  await updateGateList(db, event.params.ticketId, event.data?.before.data(), event.data?.after.data());
});
