// Transactions that stay correct under a rush: more attempts than the
// SDK's default five, and a clear "busy" answer when even those collide.
import { ar } from "@bawwaba/common";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";

const MAX_ATTEMPTS = 25;
// gRPC status of a transaction that lost a conflict on every attempt.
const ABORTED = 10;

export async function runTransaction<T>(db: Firestore, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.runTransaction(work, { maxAttempts: MAX_ATTEMPTS });
  } catch (error) {
    if ((error as { code?: unknown }).code === ABORTED) throw new HttpsError("aborted", ar.errors.busy);
    throw error;
  }
}
