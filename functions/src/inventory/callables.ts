// Capacity changes of a sharded ticket type go through here (the rules refuse
// them from clients), so the shards change with the capacity.
import { setTicketTypeCapacityInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { setTicketTypeCapacity as setCapacity } from "./inventory.js";

export const setTicketTypeCapacity = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  const input = parseInput(setTicketTypeCapacityInput, request.data);
  return setCapacity(db, input.eventId, input.ticketTypeId, input.capacity);
});
