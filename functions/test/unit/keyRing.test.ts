// The key ring redeemTicket verifies with: `ticketKeys` read once and kept,
// read again when it is a minute old, and at most every 10 s for a key id it
// does not know (so forged key ids cannot make every scan read).
import { generateSigningKey, publicKeyToText } from "@bawwaba/common/ticketCode";
import type { Firestore } from "firebase-admin/firestore";
import { expect, it } from "vitest";
import { keyRingFor } from "../../src/checkin/keyRing.js";

const listed = new Map<string, string>([["k1", publicKeyToText(generateSigningKey().publicKey)]]);
let reads = 0;
const db = {
  collection: () => ({
    get: async () => {
      reads += 1;
      return {
        docs: [...listed].map(([kid, publicKey]) => ({
          id: kid,
          ref: { path: `ticketKeys/${kid}` },
          data: () => ({ publicKey, createdAt: { toMillis: () => 0 } }),
        })),
      };
    },
  }),
} as unknown as Firestore;

it("reads the keys once, again after a minute, and for an unknown kid at most every 10 s", async () => {
  const start = 1_000_000;
  expect((await keyRingFor(db, "k1", start)).has("k1")).toBe(true);
  expect(reads).toBe(1);

  // A known kid and a fresh list: no read.
  await keyRingFor(db, "k1", start + 59_000);
  expect(reads).toBe(1);

  // An unknown kid within 10 s of the load: the list as it is, no read.
  expect((await keyRingFor(db, "forged", start + 5_000)).has("forged")).toBe(false);
  expect(reads).toBe(1);

  // A key listed meanwhile (a rotation) is found once the list is 10 s old.
  listed.set("k2", publicKeyToText(generateSigningKey().publicKey));
  expect((await keyRingFor(db, "k2", start + 10_000)).has("k2")).toBe(true);
  expect(reads).toBe(2);

  // A minute after that load, even a known kid reloads: a removed key stops verifying.
  listed.delete("k1");
  expect((await keyRingFor(db, "k1", start + 70_000)).has("k1")).toBe(false);
  expect(reads).toBe(3);
});
