// The organiser pauses a type's waiting list (docs/contracts.md
// `setWaitingListPaused`): no one joins and no offer is made while it is
// paused; offers already made run their course, and the public stays off the
// type while anyone is waiting or offered (the list keeps its order). Resumed,
// the freed tickets go to the list at once.
import { ar, type SetWaitingListPausedInput } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { ticketTypeRef } from "../inventory/inventory.js";
import { runTransaction } from "../shared/transactions.js";
import { offerFreed } from "./offerFreedTickets.js";

export async function setWaitingListPaused(db: Firestore, input: Required<SetWaitingListPausedInput>): Promise<{ paused: boolean }> {
  const typeRef = ticketTypeRef(db, input.eventId, input.ticketTypeId);
  await runTransaction(db, async (tx) => {
    const type = await tx.get(typeRef);
    if (!type.exists) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
    tx.update(typeRef, { waitingList: { open: type.get("waitingList.open") === true, paused: input.paused } });
  });
  if (!input.paused) await offerFreed(db, { eventId: input.eventId, ticketTypeIds: [input.ticketTypeId] });
  return { paused: input.paused };
}
