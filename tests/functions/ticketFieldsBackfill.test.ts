// scripts/lib/backfillTicketFields.ts: tickets written before gate codes or
// the word search of names get those fields, so a typed code and a family
// name find them; tickets that have them are not written.
import { CALLABLES, COLLECTIONS, formatGateCode, gateCodeOf, type RedeemTicketResult } from "@bawwaba/common";
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillTicketFields } from "../../scripts/lib/backfillTicketFields";
import { callersWithRoles, newRequestId, type Caller } from "../support/callables";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, sellTickets, ticketDoc } from "../support/salesFixtures";

let gate: Caller;
let seller: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [gate, seller] = await callersWithRoles("qr_scanner", "sales_admin");
});

describe("backfillTicketFields", () => {
  it("stores the gate code of a ticket written without one, and the typed code then enters", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const [old, current] = await sellTickets(seller, eventId, ticketTypeId, 2);
    await adminDb.collection(COLLECTIONS.tickets).doc(old!.ticketId).update({ gateCode: FieldValue.delete() });
    const typed = formatGateCode(gateCodeOf(old!.code)!);
    const before = await gate.call<RedeemTicketResult>(CALLABLES.redeemTicket, { code: typed, eventId, scanId: newRequestId().replaceAll("-", "") });
    expect(before).toMatchObject({ ok: true, data: { result: "invalid" } });

    const currentUpdated = (await adminDb.collection(COLLECTIONS.tickets).doc(current!.ticketId).get()).updateTime!;
    expect(await backfillTicketFields(adminDb, eventId)).toBe(1);
    expect(await ticketDoc(old!.ticketId)).toMatchObject({ gateCode: gateCodeOf(old!.code) });
    // A ticket that had its gate code is not written again.
    expect((await adminDb.collection(COLLECTIONS.tickets).doc(current!.ticketId).get()).updateTime!.isEqual(currentUpdated)).toBe(true);

    const after = await gate.call<RedeemTicketResult>(CALLABLES.redeemTicket, { code: typed, eventId, scanId: newRequestId().replaceAll("-", "") });
    expect(after).toMatchObject({ ok: true, data: { result: "accepted" } });
    expect(await backfillTicketFields(adminDb, eventId)).toBe(0);
  });

  it("stores the beginnings of the holder's words on a ticket written with the whole name's key only", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const [old] = await sellTickets(seller, eventId, ticketTypeId, 1);
    // As written before word search: the name and its whole key, no words.
    await adminDb
      .collection(COLLECTIONS.tickets)
      .doc(old!.ticketId)
      .update({ holderName: "سعد العتيبي", holderKey: "سعد العتيبي", holderWords: FieldValue.delete() });
    const byFamilyName = adminDb.collection(COLLECTIONS.tickets).where("eventId", "==", eventId).where("holderWords", "array-contains", "العتيبي");
    expect((await byFamilyName.get()).size).toBe(0);

    expect(await backfillTicketFields(adminDb, eventId)).toBe(1);
    expect((await byFamilyName.get()).docs.map((doc) => doc.id)).toEqual([old!.ticketId]);
    expect(await backfillTicketFields(adminDb, eventId)).toBe(0);
  });
});
