// Events, ticket types and the ticket-key ring for the functions tests,
// written with the Admin SDK (as the events pages would through the rules),
// and the demo's events for the browser tests.
import { CALLABLES, COLLECTIONS, inventoryTotals, salesDayOf, type InventoryShardDoc, type IssueTicketsResult } from "@bawwaba/common";
import { publicKeyFromText, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import { Timestamp } from "firebase-admin/firestore";
import { newRequestId, type Caller } from "./callables";
import { adminDb } from "./emulators";

/** The time zone of the events createEventWithType writes. */
export const TEST_EVENT_ZONE = "Asia/Riyadh";

/** Today in the test events' zone: the day their sales and admissions are counted on. */
export const testEventsToday = () => salesDayOf(Date.now(), TEST_EVENT_ZONE);

export interface TypeOptions {
  capacity?: number;
  perOrderLimit?: number;
  price?: number;
  salesStart?: Date;
  salesEnd?: Date;
  name?: string;
  /** Basis points of VAT in the price (common/src/tax.ts). */
  vatRate?: number;
}

/** A new event (published unless told otherwise) with one ticket type; returns their ids. */
export async function createEventWithType(
  type: TypeOptions = {},
  event: { status?: string; title?: string; venue?: string; category?: string } = {},
): Promise<{ eventId: string; ticketTypeId: string }> {
  const eventRef = adminDb.collection(COLLECTIONS.events).doc();
  await eventRef.set({
    title: event.title ?? "حفل الاختبار",
    description: "",
    category: event.category ?? "party",
    venue: event.venue ?? "مسرح المدينة",
    startsAt: Timestamp.fromDate(new Date("2027-03-01T18:00:00Z")),
    status: event.status ?? "published",
    currency: "SAR",
    timeZone: TEST_EVENT_ZONE,
  });
  const typeRef = eventRef.collection(COLLECTIONS.ticketTypes).doc();
  await typeRef.set({
    name: type.name ?? "عادي",
    price: type.price ?? 15000,
    capacity: type.capacity ?? 100,
    perOrderLimit: type.perOrderLimit ?? 10,
    sortOrder: 0,
    ...(type.salesStart ? { salesStart: Timestamp.fromDate(type.salesStart) } : {}),
    ...(type.salesEnd ? { salesEnd: Timestamp.fromDate(type.salesEnd) } : {}),
    ...(type.vatRate !== undefined ? { vatRate: type.vatRate } : {}),
  });
  return { eventId: eventRef.id, ticketTypeId: typeRef.id };
}

/** The demo's event titled `title` (scripts/demo/demoData.ts) and its first ticket type. */
export async function demoEventWithType(title: string): Promise<{ eventId: string; ticketTypeId: string }> {
  const [event] = (await adminDb.collection(COLLECTIONS.events).where("title", "==", title).get()).docs;
  if (!event) throw new Error(`No demo event is titled ${title}`);
  const [type] = (await event.ref.collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get()).docs;
  if (!type) throw new Error(`The demo event ${title} has no ticket type`);
  return { eventId: event.id, ticketTypeId: type.id };
}

/** Capacity and sold of a type as its inventory shards say. */
export async function inventoryTotalsOf(eventId: string, ticketTypeId: string) {
  const shards = await adminDb
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(COLLECTIONS.inventory)
    .where("ticketTypeId", "==", ticketTypeId)
    .get();
  return inventoryTotals(shards.docs.map((doc) => doc.data() as InventoryShardDoc));
}

/** A ticket's document as stored. */
export const ticketDoc = async (ticketId: string) => (await adminDb.collection(COLLECTIONS.tickets).doc(ticketId).get()).data()!;

export async function countWhere(collection: string, field: string, value: string): Promise<number> {
  return (await adminDb.collection(collection).where(field, "==", value).count().get()).data().count;
}

/** Every published public key, as a scanner would load them. */
export async function keyRing(): Promise<TicketKeyRing> {
  const keys = await adminDb.collection(COLLECTIONS.ticketKeys).get();
  return new Map(keys.docs.map((doc) => [doc.id, publicKeyFromText(doc.get("publicKey") as string)]));
}

/** Sells `quantity` tickets of the type through issueTickets as `seller`; throws on a refusal. */
export async function sellTickets(seller: Caller, eventId: string, ticketTypeId: string, quantity = 1) {
  const outcome = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity }],
    buyer: { name: "ضيف" },
    payment: "cash",
    requestId: newRequestId(),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.data.tickets;
}
