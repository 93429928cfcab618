// The gate list (common/src/gateList.ts) against the emulators: the trigger on
// tickets writes a voided ticket as revoked and an admitted one with its time
// and gate into its event's shard, and nothing for a ticket merely sold.
import { CALLABLES, COLLECTIONS, gateListShardOf, mergeGateListShards, type GateListShard } from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callersWithRoles, type Caller } from "../support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, sellTickets } from "../support/salesFixtures";

let gate: Caller;
let owner: Caller;
let seller: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [gate, owner, seller] = await callersWithRoles("qr_scanner", "super_admin", "sales_admin");
});

async function gateListOf(eventId: string) {
  const shards = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.gateList).get();
  return { shardIds: shards.docs.map((doc) => doc.id), list: mergeGateListShards(shards.docs.map((doc) => doc.data() as GateListShard)) };
}

describe("gate list", () => {
  it("lists the voided and the admitted tickets of an event, in their shards, and nothing for the others", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 10 });
    const [voided, admitted, sold] = await sellTickets(seller, eventId, ticketTypeId, 3);
    const voiding = await owner.call(CALLABLES.voidTicket, { ticketId: voided!.ticketId, reason: "بيعت بالخطأ" });
    expect(voiding.ok).toBe(true);
    const redeeming = await gate.call(CALLABLES.redeemTicket, {
      code: admitted!.code,
      eventId,
      gate: "البوابة الشمالية",
      scanId: randomUUID().replaceAll("-", ""),
    });
    expect(redeeming).toMatchObject({ ok: true, data: { result: "accepted" } });

    const { shardIds, list } = await eventually(
      () => gateListOf(eventId),
      ({ list }) => list.revoked.size === 1 && list.admitted.size === 1,
    );
    expect([...list.revoked]).toEqual([voided!.ticketId]);
    const checkedInAt = (await adminDb.collection(COLLECTIONS.tickets).doc(admitted!.ticketId).get()).get("checkedInAt");
    expect(list.admitted.get(admitted!.ticketId)).toEqual({ at: checkedInAt.toMillis(), gate: "البوابة الشمالية" });
    expect(list.admitted.has(sold!.ticketId)).toBe(false);
    expect(shardIds.sort()).toEqual([...new Set([gateListShardOf(voided!.ticketId), gateListShardOf(admitted!.ticketId)])].sort());
  });
});
