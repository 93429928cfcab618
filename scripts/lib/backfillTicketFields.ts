// Stores what a ticket's search fields derive from its code, its holder's
// name and its order on tickets written before those fields existed: the gate
// code (common/src/gateCode.ts; redeemTicket looks typed codes up by
// `gateCode`), the holder's `holderKey` and `holderWords`
// (common/src/ticketSearch.ts; the tickets table finds names by them) and
// the order's reference (`orderReference`, shown on every ticket; after
// backfillOrderReferences). Idempotent: only tickets whose stored fields
// differ from what they derive are written, in pages, so it can run again
// after an interruption.
import { COLLECTIONS, gateCodeOf } from "@bawwaba/common";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { FieldPath, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { isDeepStrictEqual } from "node:util";

const PAGE = 500;

/** The fields `ticket` should store that it stores otherwise or not at all; `references`: order id → its reference. */
function missingFields(ticket: DocumentSnapshot, references: ReadonlyMap<string, string>): Record<string, unknown> {
  const code = ticket.get("code") as unknown;
  const holderName = ticket.get("holderName") as unknown;
  const gateCode = typeof code === "string" ? gateCodeOf(code) : undefined;
  const orderReference = references.get(String(ticket.get("orderId")));
  const derived: Record<string, unknown> = {
    ...(gateCode === undefined ? {} : { gateCode }),
    ...(typeof holderName === "string" ? holderSearchFields(holderName) : {}),
    ...(orderReference === undefined ? {} : { orderReference }),
  };
  return Object.fromEntries(Object.entries(derived).filter(([field, value]) => !isDeepStrictEqual(ticket.get(field), value)));
}

/** How many tickets it wrote; `eventId`: that event's tickets only (one event at a time, or a test's own). */
export async function backfillTicketFields(db: Firestore, eventId?: string): Promise<number> {
  let written = 0;
  let after: string | undefined;
  const tickets = eventId === undefined ? db.collection(COLLECTIONS.tickets) : db.collection(COLLECTIONS.tickets).where("eventId", "==", eventId);
  for (;;) {
    let page = tickets
      .orderBy(FieldPath.documentId())
      .select("code", "gateCode", "holderName", "holderKey", "holderWords", "orderId", "orderReference")
      .limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return written;
    const references = await referencesOf(db, snapshot.docs);
    const batch = db.batch();
    let inBatch = 0;
    for (const ticket of snapshot.docs) {
      const fields = missingFields(ticket, references);
      if (Object.keys(fields).length > 0) {
        batch.update(ticket.ref, fields);
        inBatch++;
      }
    }
    if (inBatch > 0) await batch.commit();
    written += inBatch;
    after = snapshot.docs.at(-1)!.id;
  }
}

/** The references of the orders of `tickets` that have one (a page's orders, read once each). */
async function referencesOf(db: Firestore, tickets: readonly DocumentSnapshot[]): Promise<Map<string, string>> {
  const orderIds = [...new Set(tickets.map((ticket) => ticket.get("orderId") as unknown).filter((id): id is string => typeof id === "string" && id !== ""))];
  if (orderIds.length === 0) return new Map();
  const orders = await db.getAll(...orderIds.map((id) => db.collection(COLLECTIONS.orders).doc(id)), { fieldMask: ["reference"] });
  return new Map(orders.flatMap((order) => (typeof order.get("reference") === "string" ? [[order.id, order.get("reference") as string] as const] : [])));
}
