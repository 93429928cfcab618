// The public keys redeemTicket verifies codes with: the `ticketKeys` list
// (docs/ticket-code.md), kept in memory per function instance so that a
// scan, genuine or forged, costs no key read. A key removed from the list
// stops verifying once the copy expires.
import { COLLECTIONS, parseDocument, ticketKeySchema } from "@bawwaba/common";
import { publicKeyFromText, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import type { Firestore } from "firebase-admin/firestore";

/** How long a loaded key list is trusted. */
const KEY_RING_TTL_MS = 60_000;
/** A kid missing from the list is looked up again at most this often, so forged kids cannot make every scan read. */
const UNKNOWN_KID_RELOAD_MS = 10_000;

let loaded: { ring: TicketKeyRing; at: number } | undefined;
let loading: Promise<TicketKeyRing> | undefined;

async function loadKeyRing(db: Firestore, now: number): Promise<TicketKeyRing> {
  const snapshot = await db.collection(COLLECTIONS.ticketKeys).get();
  const ring = new Map<string, Uint8Array>();
  for (const doc of snapshot.docs) {
    const { publicKey } = parseDocument(ticketKeySchema, doc.ref.path, doc.data());
    try {
      ring.set(doc.id, publicKeyFromText(publicKey));
    } catch {
      // A malformed listed key verifies nothing; the others still do.
    }
  }
  loaded = { ring, at: now };
  return ring;
}

/** The key ring to verify a code signed under `kid` with, loading it when stale or when `kid` is new. */
export async function keyRingFor(db: Firestore, kid: string, now: number = Date.now()): Promise<TicketKeyRing> {
  if (loaded) {
    const age = now - loaded.at;
    if (age < KEY_RING_TTL_MS && (loaded.ring.has(kid) || age < UNKNOWN_KID_RELOAD_MS)) return loaded.ring;
  }
  // Concurrent scans share one load.
  loading ??= loadKeyRing(db, now).finally(() => (loading = undefined));
  return loading;
}
