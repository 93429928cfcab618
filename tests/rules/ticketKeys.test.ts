// Rules for ticketKeys/{kid}: the public keys ticket codes are verified with,
// written only by the functions that hold the private keys. Signed-in
// qr_scanner and super_admin users read them (docs/contracts.md) so scanners verify
// codes offline; nobody else needs them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv, type Persona } from "./support";

const READERS: readonly Persona[] = ["super_admin", "qr_scanner"];

function keyData(publicKey = "A".repeat(43)): Record<string, unknown> {
  return { publicKey, createdAt: Timestamp.fromDate(new Date("2026-12-01T09:00:00Z")) };
}

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "ticketKeys", "k1"), keyData());
  await setDoc(doc(db, "ticketKeys", "k2"), keyData("B".repeat(43)));
});

describe("ticketKeys: access by persona", () => {
  accessMatrix(h, [
    { op: "get a key", allow: READERS, run: (db) => getDoc(doc(db, "ticketKeys", "k1")) },
    { op: "get a missing key", allow: READERS, run: (db) => getDoc(doc(db, "ticketKeys", "k9")) },
    { op: "list keys", allow: READERS, run: (db) => getDocs(collection(db, "ticketKeys")) },
    { op: "create a key", allow: NOBODY, run: (db) => setDoc(doc(db, "ticketKeys", "k3"), keyData("C".repeat(43))) },
    {
      op: "replace a key's public key",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "ticketKeys", "k1"), { publicKey: "C".repeat(43) }),
    },
    {
      op: "overwrite a key with set()",
      allow: NOBODY,
      run: (db) => setDoc(doc(db, "ticketKeys", "k1"), keyData("C".repeat(43))),
    },
    { op: "delete a key", allow: NOBODY, run: (db) => deleteDoc(doc(db, "ticketKeys", "k1")) },
  ]);
});
