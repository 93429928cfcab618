// Transactions that stay correct under a rush, and a clear "busy" answer when
// they keep colliding.
import { ar } from "@bawwaba/common";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";

/** More than the SDK's five: rare writes (capacity, bulk jobs) should get through a rush. */
const MAX_ATTEMPTS = 25;
// gRPC statuses of a transaction that lost a conflict on every attempt, or
// whose backend was too loaded to answer in time: worth trying again.
const ABORTED = 10;
const CONTENDED = new Set([4 /* DEADLINE_EXCEEDED */, ABORTED, 14 /* UNAVAILABLE */]);

/**
 * `work` in a transaction of at most `maxAttempts` attempts. The SDK waits
 * longer before each new attempt (1 s, 1.5 s, 2.3 s… with jitter), so a
 * caller that can change what it reads (a sale choosing other shards) should
 * allow few attempts and choose again instead.
 */
export async function runTransaction<T>(
  db: Firestore,
  work: (tx: Transaction) => Promise<T>,
  { maxAttempts = MAX_ATTEMPTS }: { maxAttempts?: number } = {},
): Promise<T> {
  try {
    return await db.runTransaction(work, { maxAttempts });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "number" && CONTENDED.has(code)) throw new HttpsError("aborted", ar.errors.busy);
    throw error;
  }
}

/** The error runTransaction throws when every attempt collided (or the backend was too loaded to answer). */
export function isBusy(error: unknown): boolean {
  return error instanceof HttpsError && error.code === "aborted";
}

// gRPC statuses of a write whose precondition did not hold.
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/** A write refused because what it was conditioned on changed (or already existed): read again and retry. */
export function isPreconditionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION;
}
