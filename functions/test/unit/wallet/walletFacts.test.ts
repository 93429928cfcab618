// Who gets a wallet pass (functions/src/tickets/wallet/walletFacts.ts), on a
// stand-in Firestore: only the order's link token opens it, checked before
// any read; a wrong token, an unknown order, a ticket the order does not list
// and a ticket that names another order get one refusal; an order not paid
// and a void ticket are refused by name. The facts are shown as printed:
// the reference `BW-…`, the gate code `XXXXX-XXXXX` (stored, or taken from
// an older ticket's code), the event's zone (the default when it has none).
import { ar, formatGateCode, gateCodeOf, walletMessages } from "@bawwaba/common";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { readWalletFacts, WalletRefusal, type WalletPassRequest } from "../../../src/tickets/wallet/walletFacts.js";
import { TICKET_CODE } from "./walletFixtures.js";

const TOKEN = "right-token-of-order-1";
const startsAt = Timestamp.fromDate(new Date("2026-12-31T17:00:00Z"));

const order = (status: string, ticketIds: string[], eventId = "event-1") => ({
  reference: "7K3M9QXJ",
  eventId,
  eventTitle: "حفل",
  items: [{ ticketTypeId: "type-1", ticketTypeName: "عادي", quantity: ticketIds.length || 1, unitPrice: 5000 }],
  total: 5000 * (ticketIds.length || 1),
  currency: "SAR",
  status,
  channel: "online",
  buyer: { name: "منى" },
  sellerUid: "shop",
  ticketIds,
  createdAt: startsAt,
});

const ticket = (orderId: string, extra: Record<string, unknown> = {}) => ({
  eventId: "event-1",
  ticketTypeId: "type-1",
  orderId,
  code: TICKET_CODE,
  generation: 0,
  status: "valid",
  channel: "online",
  sellerUid: "shop",
  eventTitle: "حفل",
  ticketTypeName: "عادي",
  price: 5000,
  currency: "SAR",
  issuedAt: startsAt,
  ...extra,
});

const DOCUMENTS: Record<string, unknown> = {
  "orders/order-1": order("paid", ["stored", "older", "voided", "foreign"]),
  "orders/order-2": order("pending", ["pending-ticket"]),
  "orders/order-3": order("refunded", ["refunded-ticket"]),
  "tickets/stored": ticket("order-1", { gateCode: "ABCDE23456", holderName: "ليلى" }),
  "tickets/older": ticket("order-1"),
  "tickets/voided": ticket("order-1", { status: "void" }),
  // Listed by order-1 but naming another order: the ticket's own word counts.
  "tickets/foreign": ticket("order-9"),
  "tickets/pending-ticket": ticket("order-2"),
  "tickets/refunded-ticket": ticket("order-3"),
  "tickets/other-orders": ticket("order-2"),
  // Names order-1 but order-1 does not list it: the order's word counts too.
  "tickets/unlisted": ticket("order-1"),
  "events/event-1": { title: "حفل الموسيقى", venue: "مسرح المدينة", startsAt, status: "published", currency: "SAR", category: "party" },
  // An order bought on the English pages, of an event with English words for its title and type but not its venue.
  "orders/order-en": {
    ...order("paid", ["english-ticket"], "event-en"),
    language: "en",
    items: [{ ticketTypeId: "type-1", ticketTypeName: "عادي", ticketTypeNameEn: "Standard", quantity: 1, unitPrice: 5000 }],
  },
  "tickets/english-ticket": { ...ticket("order-en"), eventId: "event-en" },
  "events/event-en": { title: "حفل الموسيقى", titleEn: "Music night", venue: "مسرح المدينة", startsAt, status: "published", currency: "SAR", category: "party" },
};

/** A Firestore of DOCUMENTS that counts the documents read. */
function fakeDb() {
  const reads: string[] = [];
  const snapshot = (path: string) => {
    reads.push(path);
    return { exists: path in DOCUMENTS, data: () => DOCUMENTS[path], id: path.split("/")[1], ref: reference(path) };
  };
  const reference = (path: string) => ({ path, id: path.split("/")[1], get: async () => snapshot(path) });
  const db = {
    collection: (name: string) => ({ doc: (id: string) => reference(`${name}/${id}`) }),
    getAll: async (...refs: { path: string }[]) => refs.map((ref) => snapshot(ref.path)),
  };
  return { db: db as unknown as Firestore, reads };
}

/** Accepts TOKEN for every order: which order a token opens is orderAccess.ts's concern (its own tests). */
const isAccessToken = (_orderId: string, token: string) => token === TOKEN;
const ask = (request: Partial<WalletPassRequest>) => {
  const { db, reads } = fakeDb();
  const facts = readWalletFacts(db, isAccessToken, { orderId: "order-1", ticketId: "stored", accessToken: TOKEN, ...request });
  return { facts, reads };
};
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WalletRefusal);
  return { status: (error as WalletRefusal).status, message: (error as WalletRefusal).message };
};

describe("readWalletFacts", () => {
  it("gives the ticket's facts as they are shown, with its stored gate code", async () => {
    expect(await ask({}).facts).toEqual({
      orderId: "order-1",
      ticketId: "stored",
      eventId: "event-1",
      code: TICKET_CODE,
      gateCode: "ABCDE-23456",
      eventTitle: "حفل الموسيقى",
      venue: "مسرح المدينة",
      startsAt: new Date("2026-12-31T17:00:00Z"),
      timeZone: "Asia/Riyadh",
      orderReference: "BW-7K3M-9QXJ",
      ticketTypeName: "عادي",
      holderName: "ليلى",
      language: "ar",
    });
  });

  it("gives an English buyer's pass their language and the English words the organiser gave, the Arabic otherwise", async () => {
    const facts = await ask({ orderId: "order-en", ticketId: "english-ticket" }).facts;
    expect(facts).toMatchObject({ language: "en", eventTitle: "حفل الموسيقى", eventTitleEn: "Music night", venue: "مسرح المدينة", ticketTypeNameEn: "Standard" });
    expect(facts).not.toHaveProperty("venueEn");
  });

  it("takes an older ticket's gate code from its code", async () => {
    const facts = await ask({ ticketId: "older" }).facts;
    expect(facts.gateCode).toBe(formatGateCode(gateCodeOf(TICKET_CODE)!));
    expect(facts).not.toHaveProperty("holderName");
  });

  it("reads nothing for a wrong token, and answers it like an unknown order or a ticket that is not the order's", async () => {
    const wrong = ask({ accessToken: "wrong" });
    const same = { status: 404, message: ar.errors.orderLinkInvalid };
    expect(await refusal(wrong.facts)).toEqual(same);
    expect(wrong.reads).toEqual([]);
    expect(await refusal(ask({ orderId: "order-404" }).facts)).toEqual(same);
    expect(await refusal(ask({ ticketId: "other-orders" }).facts)).toEqual(same);
    expect(await refusal(ask({ ticketId: "ticket-404" }).facts)).toEqual(same);
    expect(await refusal(ask({ ticketId: "foreign" }).facts)).toEqual(same);
    expect(await refusal(ask({ ticketId: "unlisted" }).facts)).toEqual(same);
  });

  it("refuses an order that is not paid and a void ticket, by name", async () => {
    const notPaid = { status: 409, message: walletMessages.errors.orderNotPaid };
    expect(await refusal(ask({ orderId: "order-2", ticketId: "pending-ticket" }).facts)).toEqual(notPaid);
    expect(await refusal(ask({ orderId: "order-3", ticketId: "refunded-ticket" }).facts)).toEqual(notPaid);
    expect(await refusal(ask({ ticketId: "voided" }).facts)).toEqual({ status: 409, message: walletMessages.errors.ticketVoid });
  });
});
