// Stores the gate code (common/src/gateCode.ts) on tickets written before
// gate codes existed, so that a code typed at the gate finds them too
// (redeemTicket looks typed codes up by `gateCode`). Idempotent: only tickets
// whose stored gate code is missing or not their code's are written, in
// pages, so it can run again after an interruption.
import { COLLECTIONS, gateCodeOf } from "@bawwaba/common";
import { FieldPath, type Firestore } from "firebase-admin/firestore";

const PAGE = 500;

/** How many tickets it wrote; `eventId`: that event's tickets only (one event at a time, or a test's own). */
export async function backfillGateCodes(db: Firestore, eventId?: string): Promise<number> {
  let written = 0;
  let after: string | undefined;
  const tickets = eventId === undefined ? db.collection(COLLECTIONS.tickets) : db.collection(COLLECTIONS.tickets).where("eventId", "==", eventId);
  for (;;) {
    let page = tickets.orderBy(FieldPath.documentId()).select("code", "gateCode").limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return written;
    const batch = db.batch();
    let inBatch = 0;
    for (const ticket of snapshot.docs) {
      const code = ticket.get("code") as unknown;
      const gateCode = typeof code === "string" ? gateCodeOf(code) : undefined;
      if (gateCode !== undefined && ticket.get("gateCode") !== gateCode) {
        batch.update(ticket.ref, { gateCode });
        inBatch++;
      }
    }
    if (inBatch > 0) await batch.commit();
    written += inBatch;
    after = snapshot.docs.at(-1)!.id;
  }
}
