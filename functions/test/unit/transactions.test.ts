// runTransaction under a rush: a transaction the backend gave up on (the
// emulator answers INVALID_ARGUMENT "Transaction is invalid or expired." when
// a transaction ran or idled too long; production says "The referenced
// transaction has expired or is no longer valid.") is tried again, and when
// every attempt fails that way the caller hears "busy", never a bare gRPC code
// (a rush of 200 buyers once got `3` instead of "sold out" or "busy").
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { runTransaction } from "../../src/shared/transactions.js";

const grpcError = (code: number, message: string) => Object.assign(new Error(`${code} ${message}`), { code, details: message });
const emulatorExpired = () => grpcError(3, "INVALID_ARGUMENT: Transaction is invalid or expired.");
const productionExpired = () => grpcError(3, "INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.");

/**
 * A Firestore whose transactions fail with `failures` in turn, then succeed.
 * Like the SDK, it gives up at once on an error it does not retry (here:
 * every INVALID_ARGUMENT, as the SDK does for the emulator's wording).
 */
function firestoreFailing(failures: Error[]) {
  let calls = 0;
  const db = {
    runTransaction: async <T>(work: (tx: Transaction) => Promise<T>, { maxAttempts = 5 }: { maxAttempts?: number } = {}) => {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        calls++;
        const failure = failures.shift();
        const result = await work({} as Transaction);
        if (!failure) return result;
        if ((failure as { code?: number }).code === 3) throw failure;
        if (attempt === maxAttempts) throw failure;
      }
      throw new Error("unreachable");
    },
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

describe("runTransaction", () => {
  it("tries a transaction the backend let expire again", async () => {
    const { db, calls } = firestoreFailing([emulatorExpired(), productionExpired()]);
    await expect(runTransaction(db, async () => "done")).resolves.toBe("done");
    expect(calls()).toBe(3);
  });

  it("answers busy when every attempt expires, after at most maxAttempts", async () => {
    const { db, calls } = firestoreFailing(Array.from({ length: 10 }, emulatorExpired));
    const answer = runTransaction(db, async () => "done", { maxAttempts: 2 });
    await expect(answer).rejects.toBeInstanceOf(HttpsError);
    await expect(answer).rejects.toMatchObject({ code: "aborted" });
    expect(calls()).toBe(2);
  });

  it("answers busy when every attempt collides", async () => {
    const { db } = firestoreFailing(Array.from({ length: 10 }, () => grpcError(10, "ABORTED: Transaction lock timeout.")));
    await expect(runTransaction(db, async () => "done", { maxAttempts: 3 })).rejects.toMatchObject({ code: "aborted" });
  });

  it("lets any other error through unchanged", async () => {
    const wrongValue = grpcError(3, "INVALID_ARGUMENT: Cannot have more than 500 field transforms on a single document");
    const { db, calls } = firestoreFailing([wrongValue]);
    await expect(runTransaction(db, async () => "done")).rejects.toBe(wrongValue);
    expect(calls()).toBe(1);
  });
});
