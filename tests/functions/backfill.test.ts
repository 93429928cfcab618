// scripts/backfill.ts's parts: orders written before references get one,
// reserved as a sale reserves it; tickets written before gate codes, the
// word search of names or references get those fields, so a typed code, a
// family name and a reference find them; what has them is not written.
import { CALLABLES, COLLECTIONS, formatGateCode, gateCodeOf, parseOrderReference, type RedeemTicketResult } from "@bawwaba/common";
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillOrderReferences } from "../../scripts/lib/backfillOrderReferences";
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

  it("gives an order written without a reference one of its own, reserved, and copies it to its tickets", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const sold = await sellTickets(seller, eventId, ticketTypeId, 2);
    const orderId = String((await ticketDoc(sold[0]!.ticketId)).orderId);
    const orderRef = adminDb.collection(COLLECTIONS.orders).doc(orderId);
    // As written before references: none on the order, its reservation or its tickets.
    await adminDb.collection(COLLECTIONS.orderReferences).doc(String((await orderRef.get()).get("reference"))).delete();
    await orderRef.update({ reference: FieldValue.delete() });
    for (const { ticketId } of sold) await adminDb.collection(COLLECTIONS.tickets).doc(ticketId).update({ orderReference: FieldValue.delete() });

    expect(await backfillOrderReferences(adminDb, eventId)).toBe(1);
    const reference = String((await orderRef.get()).get("reference"));
    expect(parseOrderReference(reference)).toBe(reference);
    expect((await adminDb.collection(COLLECTIONS.orderReferences).doc(reference).get()).data()).toEqual({ orderId });
    expect(await backfillOrderReferences(adminDb, eventId)).toBe(0);

    expect(await backfillTicketFields(adminDb, eventId)).toBe(2);
    for (const { ticketId } of sold) expect(await ticketDoc(ticketId)).toMatchObject({ orderReference: reference });
    expect(await backfillTicketFields(adminDb, eventId)).toBe(0);
  });
});
