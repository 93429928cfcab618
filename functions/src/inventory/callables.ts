// Capacity changes of a sharded ticket type go through here (the rules refuse
// them from clients), so the shards change with the capacity; tickets a raise
// adds go to the type's waiting list first, when it has one open.
import { setTicketTypeCapacityInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { offerFreed } from "../waitingList/offerFreedTickets.js";
import { setTicketTypeCapacity as setCapacity } from "./inventory.js";

export const setTicketTypeCapacity = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  const input = parseInput(setTicketTypeCapacityInput, request.data);
  const result = await setCapacity(db, input.eventId, input.ticketTypeId, input.capacity);
  await offerFreed(db, { eventId: input.eventId, ticketTypeIds: [input.ticketTypeId] });
  return result;
});
