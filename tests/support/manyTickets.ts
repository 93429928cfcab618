// A large, repeatable data set for the tickets table: `count` tickets of the
// published demo events in orders of 1 to 4, over the last 60 days, from every
// channel, with Arabic names and phones, some entered at a gate and some void.
// Phones are stored in E.164 as the functions store them, one order in ten in
// the local "05…" form older data has (the searches find both: phoneVariants).
// Written with the Admin SDK as the functions write them (signed codes,
// holder keys), a BulkWriter without its ramp-up (the emulator needs none).
// Only tickets and orders: the dashboard's sales stats are not what the table
// reads, so they are not written here.
import { COLLECTIONS, normalizePhone, type SalesChannel, type TicketStatus } from "@bawwaba/common";
import { encodeTicketCode } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { DEMO_EVENTS } from "../../scripts/demo/demoData";
import type { Seller } from "./dashboardSeed";
import { adminDb, localSigner } from "./emulators";
import { pickWith, seededRandom } from "../../common/test/random";

const FIRST_NAMES = ["محمد", "أحمد", "فاطمة", "نورة", "عبدالله", "سارة", "خالد", "ريم", "يوسف", "هند", "عمر", "لينا", "سلمان", "جود", "فيصل", "منى"];
const FAMILY_NAMES = ["العتيبي", "القحطاني", "الشهري", "الدوسري", "الحربي", "الزهراني", "الغامدي", "السالم", "المطيري", "العنزي", "الشمري", "البقمي"];
const GATES = ["البوابة الشمالية", "البوابة الجنوبية", "بوابة كبار الزوار"];
const DAY_MS = 24 * 60 * 60 * 1000;


export interface ManyTickets {
  /** How many tickets each holder's exact name holds, in each event. */
  holdersByEvent: Map<string, Map<string, number>>;
  /** Every document written, tickets oldest first (see removeManyTickets). */
  written: { tickets: DocumentReference[]; orders: DocumentReference[] };
}

/** Writes `count` tickets (and their orders) sold by `sellers`, the newest issued just before `now`. */
export async function seedManyTickets(count: number, sellers: readonly Seller[], now = Date.now()): Promise<ManyTickets> {
  const next = seededRandom(2026);
  const pick = pickWith(next);
  const signer = localSigner();
  const events = DEMO_EVENTS.filter((event) => event.status === "published");
  const holdersByEvent = new Map<string, Map<string, number>>(events.map((event) => [event.id, new Map()]));
  const writer = adminDb.bulkWriter({ throttling: false });
  const failures: unknown[] = [];
  const fail = (error: unknown) => failures.push(error);
  // Tickets are spread evenly over the 60 days before `now`, oldest first.
  const spacing = (60 * DAY_MS) / count;
  const refs: ManyTickets["written"] = { tickets: [], orders: [] };
  let written = 0;
  while (written < count) {
    const event = pick(events);
    const type = pick(event.ticketTypes);
    const roll = next();
    const channel: SalesChannel = roll < 0.55 ? "box_office" : roll < 0.85 ? "online" : roll < 0.95 ? "bulk" : "complimentary";
    const seller = pick(sellers);
    // First, father's and family name: some 3,000 people, each with a few tickets per event.
    const holderName = `${pick(FIRST_NAMES)} ${pick(FIRST_NAMES)} ${pick(FAMILY_NAMES)}`;
    const localPhone = `05${String(Math.floor(next() * 1e8)).padStart(8, "0")}`;
    const holderPhone = next() < 0.1 ? localPhone : normalizePhone(localPhone)!;
    const quantity = Math.min(count - written, 1 + Math.floor(next() * 4));
    const price = channel === "complimentary" ? 0 : type.price;
    const issuedMillis = now - 60 * DAY_MS + (written + quantity) * spacing;
    const issuedAt = Timestamp.fromMillis(issuedMillis);
    const orderRef = adminDb.collection(COLLECTIONS.orders).doc();
    const ticketRefs = Array.from({ length: quantity }, () => adminDb.collection(COLLECTIONS.tickets).doc());
    refs.orders.push(orderRef);
    refs.tickets.push(...ticketRefs);
    const buyer = channel === "bulk" ? { name: type.name } : { name: holderName, phone: holderPhone };
    writer
      .create(orderRef, {
        eventId: event.id,
        eventTitle: event.title,
        items: [{ ticketTypeId: type.id, ticketTypeName: type.name, quantity, unitPrice: price }],
        total: price * quantity,
        currency: "SAR",
        status: "paid",
        channel,
        buyer,
        sellerUid: seller.uid,
        sellerEmail: seller.email,
        ticketIds: ticketRefs.map((ref) => ref.id),
        createdAt: issuedAt,
        paidAt: issuedAt,
      })
      .catch(fail);
    for (const ref of ticketRefs) {
      const fate = next();
      const status: TicketStatus = fate < 0.15 ? "checked_in" : fate < 0.17 ? "void" : "valid";
      const holder = channel === "bulk" ? {} : { holderName, holderPhone };
      writer
        .create(ref, {
          eventId: event.id,
          ticketTypeId: type.id,
          orderId: orderRef.id,
          code: encodeTicketCode({ eventId: event.id, ticketId: ref.id }, signer, nodeEd25519),
          generation: 0,
          status,
          channel,
          sellerUid: seller.uid,
          sellerEmail: seller.email,
          eventTitle: event.title,
          ticketTypeName: type.name,
          price,
          currency: "SAR",
          ...holder,
          ...(channel === "bulk" ? {} : holderSearchFields(holderName)),
          issuedAt,
          ...(status === "checked_in"
            ? { checkedInAt: Timestamp.fromMillis(issuedMillis + DAY_MS), checkedInGate: pick(GATES), checkedInBy: seller.uid }
            : {}),
          ...(status === "void" ? { voidedAt: Timestamp.fromMillis(issuedMillis + DAY_MS), voidReason: "إلغاء بطلب المشتري" } : {}),
        })
        .catch(fail);
    }
    if (channel !== "bulk") {
      const names = holdersByEvent.get(event.id)!;
      names.set(holderName, (names.get(holderName) ?? 0) + quantity);
    }
    written += quantity;
  }
  await writer.close();
  if (failures.length > 0) throw new Error(`${failures.length} writes of the tickets data set failed: ${String(failures[0])}`);
  return { holdersByEvent, written: refs };
}

/**
 * Deletes the data set, its tickets oldest first (the newest are what the
 * pages showed, so any query still listening changes last). Each delete
 * costs the emulator a run of every listening query over the tickets left,
 * so a slow emulator may let a delete pass its deadline: those are deleted
 * again, and what still fails is thrown, never left as an unhandled rejection.
 */
export async function removeManyTickets({ written }: ManyTickets): Promise<void> {
  const CHUNK = 1_000;
  const ATTEMPTS = 3;
  for (const refs of [written.tickets, written.orders]) {
    for (let start = 0; start < refs.length; start += CHUNK) {
      let left = refs.slice(start, start + CHUNK);
      for (let attempt = 1; left.length > 0; attempt++) {
        const failed: { ref: DocumentReference; error: unknown }[] = [];
        const writer = adminDb.bulkWriter({ throttling: false });
        for (const ref of left) writer.delete(ref).catch((error: unknown) => failed.push({ ref, error }));
        await writer.close();
        if (failed.length > 0 && attempt === ATTEMPTS) {
          throw new Error(`${failed.length} deletes of the tickets data set failed ${ATTEMPTS} times: ${String(failed[0]!.error)}`);
        }
        left = failed.map(({ ref }) => ref);
      }
    }
  }
}
