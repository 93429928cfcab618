// A sale's reference is drawn again when the one drawn is already held
// (src/orders/sale/orderReferences.ts), a bounded number of times. That two
// concurrent sales never share one is the reservation's create, checked on
// the emulators (tests/functions/orderReferences.test.ts).
import { COLLECTIONS, newOrderReference, type RandomBytes } from "@bawwaba/common";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { drawFreeOrderReference } from "../../src/orders/sale/orderReferences.js";

/** A random source that gives `draws` in turn, one per reference (7 bytes, all usable). */
function drawsInTurn(...draws: number[][]): RandomBytes {
  let next = 0;
  return () => Uint8Array.from(draws[next++ % draws.length]!);
}

const FIRST = [10, 11, 12, 13, 14, 15, 16];
const SECOND = [20, 21, 22, 23, 24, 25, 26];
const referenceOf = (bytes: number[]) => newOrderReference(drawsInTurn(bytes));

/** A Firestore whose `orderReferences` hold `taken`, and a transaction that records what it reads (and has no writes). */
function withTaken(taken: string[]) {
  const db = { collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}`, id }) }) } as unknown as Firestore;
  const read: string[] = [];
  const tx = {
    get: async (ref: DocumentReference) => {
      read.push(ref.path);
      return { exists: taken.includes(ref.id) };
    },
  } as unknown as Transaction;
  return { db, tx, read };
}

describe("drawFreeOrderReference", () => {
  it("keeps the first reference when no order holds it, after one read", async () => {
    const { db, tx, read } = withTaken([]);
    await expect(drawFreeOrderReference(tx, db, drawsInTurn(FIRST, SECOND))).resolves.toBe(referenceOf(FIRST));
    expect(read).toEqual([`${COLLECTIONS.orderReferences}/${referenceOf(FIRST)}`]);
  });

  it("draws again when the reference drawn is already held", async () => {
    const { db, tx, read } = withTaken([referenceOf(FIRST)]);
    await expect(drawFreeOrderReference(tx, db, drawsInTurn(FIRST, SECOND))).resolves.toBe(referenceOf(SECOND));
    expect(read).toEqual([referenceOf(FIRST), referenceOf(SECOND)].map((reference) => `${COLLECTIONS.orderReferences}/${reference}`));
  });

  it("gives up after three held ones, with an Arabic message and nothing written", async () => {
    const { db, tx, read } = withTaken([referenceOf(FIRST)]);
    const answer = drawFreeOrderReference(tx, db, drawsInTurn(FIRST));
    await expect(answer).rejects.toBeInstanceOf(HttpsError);
    await expect(answer).rejects.toMatchObject({ code: "unavailable", message: expect.stringMatching(/[\u0600-\u06ff]/) });
    expect(read).toHaveLength(3);
  });
});
