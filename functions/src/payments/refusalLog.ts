// The payments console's log of refused notifications, bounded: anyone can
// POST to paymentWebhook, so refusals are logged at most
// REFUSALS_LOGGED_PER_MINUTE per provider and minute; the rest are only
// counted, in one counter document per provider (`paymentRefusals/{provider}`).
import { COLLECTIONS, type PaymentProviderId } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { runTransaction } from "../shared/transactions.js";

export const REFUSALS_LOGGED_PER_MINUTE = 30;

/** Logs a refused notification of a known provider in `paymentEvents`, or only counts it past this minute's limit. */
export async function logRefusal(db: Firestore, provider: PaymentProviderId, entry: Record<string, unknown>, now = Date.now()): Promise<void> {
  const minute = Math.floor(now / 60_000);
  const counterRef = db.collection(COLLECTIONS.paymentRefusals).doc(provider);
  try {
    await runTransaction(db, async (tx) => {
      const counter = (await tx.get(counterRef)).data() as { minute?: number; logged?: number } | undefined;
      const logged = counter?.minute === minute ? (counter.logged ?? 0) : 0;
      if (logged >= REFUSALS_LOGGED_PER_MINUTE) {
        tx.set(counterRef, { unlogged: FieldValue.increment(1) }, { merge: true });
        return;
      }
      tx.set(counterRef, { minute, logged: logged + 1 }, { merge: true });
      tx.create(db.collection(COLLECTIONS.paymentEvents).doc(), { ...entry, provider, receivedAt: FieldValue.serverTimestamp() });
    });
  } catch (error) {
    // A flood contends on the counter: the notice is refused all the same.
    logger.warn("A refused payment notification was not logged", { provider, error: String(error) });
  }
}
