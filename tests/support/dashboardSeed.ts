// Sales on earlier days for the dashboard's browser test and screenshots. The
// functions only ever sell today, so the past is written here with the Admin
// SDK as the functions would have written it: each sale's order, its signed
// tickets and its sales stats (through common's salesStatsUpdate) in one
// batch. The tickets are not taken from the inventory shards: capacity is not
// what these tests look at.
import {
  COLLECTIONS,
  DEFAULT_TIME_ZONE,
  SALES_STATS_SHARDS,
  salesDayOf,
  salesStatsUpdate,
  shiftDay,
  zonedLocalToMillis,
  type PaymentMethod,
  type SalesChannel,
} from "@bawwaba/common";
import { encodeTicketCode } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { DEMO_EVENTS } from "../../scripts/demo/demoData";
import { adminDb, localSigner } from "./emulators";
import { pickWith, seededRandom } from "../../common/test/random";

export interface Seller {
  uid: string;
  email: string;
}

export interface PastSale {
  eventId: string;
  ticketTypeId: string;
  quantity: number;
  channel: SalesChannel;
  seller: Seller;
  /** When it was sold (epoch ms). */
  at: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** `hour` o'clock, `daysAgo` days before the day of `now`, in the demo events' zone (the default). */
function dayAt(now: number, daysAgo: number, hour: number): number {
  const day = shiftDay(salesDayOf(now, DEFAULT_TIME_ZONE), -daysAgo);
  const start = zonedLocalToMillis(`${day}T00:00`, DEFAULT_TIME_ZONE);
  if (!start.ok) throw new Error(`No midnight on ${day}`);
  return start.millis + hour * HOUR_MS;
}

const PAYMENTS: Record<SalesChannel, PaymentMethod | undefined> = {
  online: "card",
  box_office: "cash",
  bulk: undefined,
  complimentary: "complimentary",
};

/**
 * A few weeks of sales of the published demo events before `now`, growing
 * towards today: mostly at the box office by several sellers, some online and
 * complimentary, and one bulk batch.
 */
export function demoPastSales(sellers: readonly Seller[], now = Date.now(), days = 24): PastSale[] {
  const next = seededRandom(7);
  const pick = pickWith(next);
  const events = DEMO_EVENTS.filter((event) => event.status === "published");
  const sales: PastSale[] = [];
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    for (const event of events) {
      const count = Math.floor(next() * 3 + (days - daysAgo) / 8);
      for (let n = 0; n < count; n++) {
        const type = next() < 0.75 ? event.ticketTypes[0]! : pick(event.ticketTypes);
        const roll = next();
        const channel: SalesChannel = roll < 0.6 ? "box_office" : roll < 0.9 ? "online" : "complimentary";
        sales.push({
          eventId: event.id,
          ticketTypeId: type.id,
          quantity: Math.min(type.perOrderLimit, 1 + Math.floor(next() * 4)),
          channel,
          seller: pick(sellers),
          at: dayAt(now, daysAgo, 9 + next() * 12),
        });
      }
    }
  }
  const family = events.find((event) => event.category === "family")!;
  sales.push({
    eventId: family.id,
    ticketTypeId: family.ticketTypes[0]!.id,
    quantity: 40,
    channel: "bulk",
    seller: sellers[0]!,
    at: dayAt(now, 9, 11),
  });
  return sales;
}

/** Writes each sale's order, tickets and stats together, as one batch per sale. */
export async function seedPastSales(sales: readonly PastSale[]): Promise<void> {
  const signer = localSigner();
  const events = new Map(DEMO_EVENTS.map((event) => [event.id, event]));
  for (const sale of sales) {
    const event = events.get(sale.eventId);
    const type = event?.ticketTypes.find((candidate) => candidate.id === sale.ticketTypeId);
    if (!event || !type) throw new Error(`Not a demo event and type: ${sale.eventId}/${sale.ticketTypeId}`);
    const currency = "SAR";
    const price = sale.channel === "complimentary" ? 0 : type.price;
    const at = Timestamp.fromMillis(sale.at);
    const salesDay = salesDayOf(sale.at);
    const batch = adminDb.batch();
    const orderRef = adminDb.collection(COLLECTIONS.orders).doc();
    const ticketIds = Array.from({ length: sale.quantity }, () => adminDb.collection(COLLECTIONS.tickets).doc().id);
    batch.create(orderRef, {
      eventId: event.id,
      eventTitle: event.title,
      items: [{ ticketTypeId: type.id, ticketTypeName: type.name, quantity: sale.quantity, unitPrice: price }],
      total: price * sale.quantity,
      currency,
      status: "paid",
      channel: sale.channel,
      ...(PAYMENTS[sale.channel] ? { payment: PAYMENTS[sale.channel] } : {}),
      buyer: { name: "ضيف" },
      sellerUid: sale.seller.uid,
      sellerEmail: sale.seller.email,
      ticketIds,
      createdAt: at,
      paidAt: at,
    });
    for (const ticketId of ticketIds) {
      batch.create(adminDb.collection(COLLECTIONS.tickets).doc(ticketId), {
        eventId: event.id,
        ticketTypeId: type.id,
        orderId: orderRef.id,
        code: encodeTicketCode({ eventId: event.id, ticketId }, signer, nodeEd25519),
        generation: 0,
        status: "valid",
        channel: sale.channel,
        sellerUid: sale.seller.uid,
        eventTitle: event.title,
        ticketTypeName: type.name,
        price,
        currency,
        holderName: "ضيف",
        ...holderSearchFields("ضيف"),
        issuedAt: at,
        salesDay,
      });
    }
    const update = salesStatsUpdate(
      { eventId: event.id, currency },
      [
        {
          day: salesDay,
          channel: sale.channel,
          ticketTypeId: type.id,
          ticketTypeName: type.name,
          sellerUid: sale.seller.uid,
          sellerEmail: sale.seller.email,
          tickets: sale.quantity,
          revenue: price * sale.quantity,
        },
      ],
      (amount) => FieldValue.increment(amount),
    );
    const shard = String(Math.floor(Math.random() * SALES_STATS_SHARDS));
    batch.set(adminDb.collection(COLLECTIONS.events).doc(event.id).collection(COLLECTIONS.salesStats).doc(shard), { ...update }, { merge: true });
    await batch.commit();
  }
}
