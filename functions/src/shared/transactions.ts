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
const INVALID_ARGUMENT = 3;
const CONTENDED = new Set<unknown>([4 /* DEADLINE_EXCEEDED */, ABORTED, 14 /* UNAVAILABLE */]);

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
  let attempts = 0;
  const counted = (tx: Transaction) => {
    attempts++;
    return work(tx);
  };
  for (;;) {
    try {
      return await db.runTransaction(counted, { maxAttempts: maxAttempts - attempts });
    } catch (error) {
      // The SDK gives up at once on the emulator's wording of an expired transaction.
      if (isExpired(error) && attempts < maxAttempts) continue;
      if (isExpired(error) || CONTENDED.has(codeOf(error))) throw new HttpsError("aborted", ar.errors.busy);
      throw error;
    }
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * A transaction the backend ended because it ran or idled too long (under a
 * rush: waiting on locks, or on a loaded caller): INVALID_ARGUMENT "The referenced transaction has expired…" in
 * production, "Transaction is invalid or expired/closed." on the emulator.
 */
function isExpired(error: unknown): boolean {
  return codeOf(error) === INVALID_ARGUMENT && /transaction (has expired|is invalid or (expired|closed))/i.test(String((error as Error).message));
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
  const code = codeOf(error);
  return code === ALREADY_EXISTS || code === FAILED_PRECONDITION;
}

/** Rounds a transaction with conditioned writes (an invoice's series) gets before it answers busy. */
const PRECONDITION_ROUNDS = 20;

/**
 * `run` (a whole transaction that reads what it conditions its writes on
 * afresh each time), again while it loses a precondition: another writer
 * changed that document between the read and the commit (an invoice series'
 * next number, invoices/taxDocuments.ts). Waits a little, more each round.
 */
export async function retryingPreconditionLoss<T>(run: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await run();
    } catch (error) {
      if (!isPreconditionLoss(error)) throw error;
      if (round === PRECONDITION_ROUNDS) throw new HttpsError("aborted", ar.errors.busy);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * round));
    }
  }
}
