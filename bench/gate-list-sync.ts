// A fresh gate device syncing the gate list of a large event: time and
// Firestore document reads, through the security rules as a qr_scanner, with
// the scanner's own query and replica (web/src/features/checkin). The event
// has TICKETS tickets, ADMITTED admitted at 8 gates and VOIDED voided; its
// shards are written as the functions keep them (gateListEntryOf into
// gateListShardOf's shard), then the device reads them all; then ADMITTED_LATER
// more entries, and a device that synced before reads only what changed.
// Needs running emulators (`npm start`, or inside `firebase emulators:exec`).
// Usage: npx tsx bench/gate-list-sync.ts
import {
  COLLECTIONS,
  gateListEntryOf,
  gateListShardOf,
  type GateListShard,
} from "@bawwaba/common";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, onSnapshot } from "firebase/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { callerWithRole } from "../tests/support/callables";
import { adminDb } from "../tests/support/emulators";
import { createEventWithType } from "../tests/support/salesFixtures";
import { gateListChangeOf, gateListQuery } from "../web/src/features/checkin/gateListQuery";
import { GateListReplica, type ServerTime } from "../web/src/features/checkin/model/gateListReplica";

const TICKETS = Number(process.env.TICKETS ?? 20_000);
const ADMITTED = Number(process.env.ADMITTED ?? 15_000);
const VOIDED = Number(process.env.VOIDED ?? 300);
const ADMITTED_LATER = Number(process.env.ADMITTED_LATER ?? 40);
const GATES = Array.from({ length: 8 }, (_, index) => `البوابة ${index + 1}`);
/** Firestore's auto ids are 20 characters: the entries weigh what real ones do. */
const ticketId = () => randomUUID().replaceAll("-", "").slice(0, 20);

/** The shards of an event whose first `admitted` tickets entered and the next `voided` were voided. */
function shardsFor(ids: readonly string[], admitted: number, voided: number): Map<string, GateListShard> {
  const shards = new Map<string, GateListShard>();
  const started = Date.now() - 3_600_000;
  ids.forEach((id, index) => {
    const entry =
      index < admitted
        ? gateListEntryOf({ status: "checked_in", checkedInAtMillis: started + index * 200, checkedInGate: GATES[index % GATES.length] })
        : index < admitted + voided
          ? gateListEntryOf({ status: "void" })
          : gateListEntryOf({ status: "valid" });
    if (entry.kind === "none") return;
    const shard = shards.get(gateListShardOf(id)) ?? { revoked: {}, admitted: {} };
    if (entry.kind === "revoked") shard.revoked![id] = true;
    else shard.admitted![id] = entry.admission;
    shards.set(gateListShardOf(id), shard);
  });
  return shards;
}

/** A device signed in as `email`, syncing from `since` until the server confirms: ms, documents read, the replica. */
async function sync(email: string, eventId: string, replica: GateListReplica) {
  const app = initializeApp({ projectId: "demo-bawwaba", apiKey: "bench" }, `device-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, "Test-password-1");
    const db = initializeFirestore(app, { localCache: memoryLocalCache() });
    connectFirestoreEmulator(db, "127.0.0.1", 8080);
    const started = performance.now();
    const reads = await new Promise<number>((resolve, reject) => {
      const stop = onSnapshot(
        gateListQuery(db, eventId, replica.newestChange),
        { includeMetadataChanges: true },
        (snapshot) => {
          if (snapshot.metadata.fromCache) return;
          replica.apply(snapshot.docs.map(gateListChangeOf), Date.now());
          stop();
          resolve(snapshot.size);
        },
        reject,
      );
    });
    return { ms: Math.round(performance.now() - started), reads };
  } finally {
    await deleteApp(app);
  }
}

async function main(): Promise<void> {
  const scanner = await callerWithRole("qr_scanner");
  const { eventId } = await createEventWithType({}, { title: "قياس قائمة البوابة" });
  const ids = Array.from({ length: TICKETS }, ticketId);
  const shardsRef = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.gateList);
  const shards = shardsFor(ids, ADMITTED, VOIDED);
  await Promise.all([...shards].map(([id, shard]) => shardsRef.doc(id).set({ ...shard, updatedAt: FieldValue.serverTimestamp() })));
  const bytes = [...shards.values()].map((shard) => JSON.stringify(shard).length);

  const replica = new GateListReplica();
  const fresh = await sync(scanner.email, eventId, replica);
  const view = replica.view();
  if (view.admitted.size !== ADMITTED || view.revoked.size !== VOIDED) throw new Error("The device's list is not the event's");

  // Later admissions, as the trigger writes them (one merge per ticket), then a device that synced before.
  const since: ServerTime | undefined = replica.newestChange;
  const later = ids.slice(ADMITTED + VOIDED, ADMITTED + VOIDED + ADMITTED_LATER);
  await Promise.all(
    later.map((id) =>
      shardsRef
        .doc(gateListShardOf(id))
        .set({ admitted: { [id]: { at: Date.now(), gate: GATES[0] } }, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
    ),
  );
  const changedShards = new Set(later.map(gateListShardOf)).size;
  const incremental = await sync(scanner.email, eventId, replica);
  if (replica.view().admitted.size !== ADMITTED + ADMITTED_LATER) throw new Error("The incremental sync missed entries");

  console.log(
    JSON.stringify(
      {
        machine: `${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
        event: { tickets: TICKETS, admitted: ADMITTED, voided: VOIDED },
        shards: { count: shards.size, largestKiB: Math.round(Math.max(...bytes) / 1024), totalKiB: Math.round(bytes.reduce((a, b) => a + b, 0) / 1024) },
        freshDevice: fresh,
        incremental: { admittedLater: ADMITTED_LATER, changedShards, since, ...incremental },
      },
      null,
      2,
    ),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
