// The gate list follows the tickets: a ticket voided (a void, a refund, a
// cancelled order) or admitted is written into its event's list, whichever
// function changed it.
import { COLLECTIONS } from "@bawwaba/common";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { db } from "../../admin.js";
import { updateGateList } from "./updateGateList.js";

export const gateListOnTicketWrite = onDocumentWritten(`${COLLECTIONS.tickets}/{ticketId}`, async (event) => {
  await updateGateList(db, event.params.ticketId, event.data?.before.data(), event.data?.after.data());
});
