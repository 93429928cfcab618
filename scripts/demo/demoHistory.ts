// The demo's history, so that every staff page opens on something worth
// looking at: a month of box-office and complimentary sales by three sellers,
// online orders (paid, expired, refunded), a finished bulk job of Qasr
// invitations, a past concert whose audience entered at two gates, a few
// voided tickets and a refunded order with their audit entries, and a small
// event of tickets to try the scanner with (valid, used and voided).
//
// Everything goes through the functions' own services (functions/src), as
// the callables would run them, so the documents, counts, shards and audit
// entries are exactly the app's. The sales and the past entries run on a
// fixed clock (functions/src/shared/clock.ts) to date them in the past.
// A seeded random sequence makes every fresh start look the same.
import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  bulkGenerateTicketsInput,
  issueTicketsInput,
  normalizePhone,
  purchaseTicketsInput,
  roleDocId,
  type Role,
} from "@bawwaba/common";
import { signerFromText, publicKeyFor, publicKeyToText, type TicketSigner } from "@bawwaba/common/ticketCode";
import type { Auth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { keyRingFor } from "../../functions/src/checkin/keyRing";
import { redeemTicket } from "../../functions/src/checkin/redeemTicket";
import { cancelOrder } from "../../functions/src/orders/corrections/cancelOrder";
import { voidTicket } from "../../functions/src/orders/corrections/voidTicket";
import { expireIfOverdue } from "../../functions/src/orders/holds";
import { issueTickets } from "../../functions/src/orders/issueTickets";
import { accessTokenFor } from "../../functions/src/orders/orderAccess";
import { purchaseTickets, type PurchaseContext } from "../../functions/src/orders/purchaseTickets";
import { decidePayment, type Gateway } from "../../functions/src/payments/yousr/gateway";
import { yousrProvider } from "../../functions/src/payments/yousr/yousrProvider";
import { fixedClock } from "../../functions/src/shared/clock";
import type { Caller } from "../../functions/src/shared/https";
import { startBulkJob } from "../../functions/src/orders/bulk/startBulkJob";
import { nameStaff } from "../../functions/src/roles/staffName";
import { pickWith, seededRandom } from "../../common/test/random";
import { readLocalSecret } from "../lib/localSecrets.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedEvents, type DemoAccount, type DemoEvent } from "./demoData";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Two more sellers, so that the dashboard's sales by seller has something to compare. */
export const DEMO_EXTRA_SELLERS: readonly DemoAccount[] = [
  { email: "sales2@bawwaba.test", password: DEMO_PASSWORD, role: "sales_admin", displayName: "نورة البائعة" },
  { email: "sales3@bawwaba.test", password: DEMO_PASSWORD, role: "sales_admin", displayName: "فهد البائع" },
];

export const PAST_CONCERT_ID = "demo-autumn-concert";
/** The tickets to try the scanner with: /qr-codes, this event, "print". */
export const TRY_EVENT_ID = "demo-gate-try";
export const DEMO_GATES = ["البوابة الشمالية", "البوابة الجنوبية"] as const;

export const DEMO_HISTORY_EVENTS: readonly DemoEvent[] = [
  {
    id: PAST_CONCERT_ID,
    title: "حفل الخريف الموسيقي",
    description: "أمسية موسيقية أقيمت على المسرح الكبير.",
    category: "party",
    venue: "المسرح الكبير",
    daysFromNow: -3,
    hours: 3,
    status: "published",
    ticketTypes: [
      { id: "general", name: "دخول عام", price: 8000, capacity: 500, perOrderLimit: 6 },
      { id: "front", name: "الصفوف الأمامية", price: 20000, capacity: 60, perOrderLimit: 4 },
    ],
  },
  {
    id: TRY_EVENT_ID,
    title: "تجربة البوابة",
    description: "تذاكر لتجربة ماسح البوابة بكاميرا الهاتف: صالحة ومستخدمة وملغاة.",
    category: "family",
    venue: "قاعة التدريب",
    daysFromNow: 2,
    hours: 2,
    status: "published",
    ticketTypes: [{ id: "try", name: "تذكرة تجربة", price: 0, capacity: 20, perOrderLimit: 2 }],
  },
];

/** What box office sells over the month, by event: [eventId, ticket type ids, first day back it sells, last]. */
const BOX_OFFICE_PLAN: readonly { eventId: string; typeIds: string[]; fromDaysAgo: number; toDaysAgo: number; orders: number }[] = [
  { eventId: "demo-derby", typeIds: ["regular", "regular", "regular", "vip"], fromDaysAgo: 29, toDaysAgo: 0, orders: 170 },
  { eventId: "demo-summer-night", typeIds: ["standard", "standard", "table"], fromDaysAgo: 27, toDaysAgo: 0, orders: 110 },
  { eventId: "demo-family-day", typeIds: ["child", "adult"], fromDaysAgo: 20, toDaysAgo: 0, orders: 120 },
  { eventId: PAST_CONCERT_ID, typeIds: ["general", "general", "general", "front"], fromDaysAgo: 30, toDaysAgo: 4, orders: 170 },
];

const FIRST_NAMES = ["أحمد", "فاطمة", "محمد", "مريم", "عبدالله", "نورة", "خالد", "سارة", "يوسف", "ريم", "عمر", "هند", "سلمان", "لطيفة", "فيصل", "جود"];
const FAMILY_NAMES = ["العتيبي", "الحربي", "الزهراني", "القحطاني", "الشمري", "الدوسري", "المطيري", "الغامدي", "السبيعي", "العنزي"];

/** Runs `task` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`The demo history waited too long for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The staff account of `account`, created with its role if it is not there yet. */
async function staffCaller(db: Firestore, auth: Auth, account: DemoAccount): Promise<Caller> {
  const roleRef = db.collection(COLLECTIONS.userRoles).doc(roleDocId(account.email));
  if (account.role && !(await roleRef.get()).exists) await roleRef.set({ role: account.role });
  const user = await auth.getUserByEmail(account.email).catch(() =>
    auth.createUser({ email: account.email, password: account.password, displayName: account.displayName, emailVerified: true }),
  );
  await nameStaff(db, auth, roleDocId(account.email), user.uid, account.displayName);
  return { uid: user.uid, email: account.email, role: account.role as Role };
}

export interface DemoHistoryOptions {
  /** Where paymentWebhook runs: Yousr Pay's test gateway notifies it, as in the app. */
  functionsHost: string;
  projectId: string;
  now?: number;
}

/** Written by scripts/seed.ts when the whole demo is in, with the summary: its presence means "seeded, leave it be". */
export const DEMO_SEEDED_MARKER = { collection: "demoSeed", id: "done" } as const;

export interface DemoHistorySummary {
  tickets: number;
  orders: number;
  checkIns: number;
}

/** Writes the demo's history once, over the demo events and accounts (seedDemoEvents, seedDemoAccounts). */
export async function seedDemoHistory(db: Firestore, auth: Auth, options: DemoHistoryOptions): Promise<DemoHistorySummary> {
  const now = options.now ?? Date.now();
  const random = seededRandom(2026);
  const pick = pickWith(random);
  const personName = () => `${pick(FIRST_NAMES)} ${pick(FAMILY_NAMES)}`;
  const phone = () => `05${String(Math.floor(random() * 1e8)).padStart(8, "0")}`;

  const signer: TicketSigner = signerFromText(readLocalSecret("TICKET_SIGNING_KEY"));
  await db
    .collection(COLLECTIONS.ticketKeys)
    .doc(signer.kid)
    .set({ publicKey: publicKeyToText(publicKeyFor(signer.privateKey)), createdAt: Timestamp.fromMillis(now) }, { merge: true });
  await seedEvents(db, DEMO_HISTORY_EVENTS, now);

  const account = (role: Role) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
  const admin = await staffCaller(db, auth, account("super_admin"));
  const gate = await staffCaller(db, auth, account("qr_scanner"));
  const sellers = [await staffCaller(db, auth, account("sales_admin"))];
  for (const extra of DEMO_EXTRA_SELLERS) sellers.push(await staffCaller(db, auth, extra));

  // 1. A month at the box office, dated on the day and hour each sale was made.
  const sales = BOX_OFFICE_PLAN.flatMap((plan) =>
    Array.from({ length: plan.orders }, () => {
      const daysAgo = plan.toDaysAgo + Math.floor(random() * (plan.fromDaysAgo - plan.toDaysAgo + 1));
      // Between 10:00 and 21:00 (UTC+3) that day, never later than now.
      const at = Math.min(now - MINUTE_MS, Math.floor((now - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + (7 + random() * 11) * HOUR_MS);
      const ticketTypeId = pick(plan.typeIds);
      const quantity = ticketTypeId === "table" ? 1 : 1 + Math.floor(random() * 4);
      const payment = random() < 0.06 ? "complimentary" : random() < 0.55 ? "cash" : "card";
      return { eventId: plan.eventId, ticketTypeId, quantity, at, payment, seller: pick(sellers), buyer: { name: personName(), phone: phone() } };
    }),
  ).sort((a, b) => a.at - b.at);
  const sold: { eventId: string; orderId: string; ticketIds: string[]; codes: string[] }[] = [];
  await inParallel(sales, 6, async (sale) => {
    const input = issueTicketsInput.parse({
      eventId: sale.eventId,
      items: [{ ticketTypeId: sale.ticketTypeId, quantity: sale.quantity }],
      buyer: sale.buyer,
      payment: sale.payment,
      requestId: randomUUID(),
    });
    const result = await issueTickets(db, signer, sale.seller, input, fixedClock(sale.at)).catch((error: unknown) => {
      // Sold out on the way: the rest of the plan goes on, as a real box office would.
      if ((error as { code?: string }).code === "resource-exhausted") return null;
      throw error;
    });
    if (result) {
      sold.push({ eventId: sale.eventId, orderId: result.orderId, ticketIds: result.tickets.map((t) => t.ticketId), codes: result.tickets.map((t) => t.code) });
    }
  });

  // 2. The past concert's audience at two gates, over the hour before it began and its first hour.
  const concert = (await db.collection(COLLECTIONS.events).doc(PAST_CONCERT_ID).get()).get("startsAt") as Timestamp;
  const entries = sold.filter((sale) => sale.eventId === PAST_CONCERT_ID).flatMap((sale) => sale.codes).filter(() => random() < 0.8);
  let checkIns = 0;
  await inParallel(entries, 6, async (code) => {
    const at = concert.toMillis() - HOUR_MS + Math.floor(random() * 2 * HOUR_MS);
    const answer = await redeemTicket({ db, keyRingFor: (kid) => keyRingFor(db, kid), clock: fixedClock(at) }, gate, {
      code,
      eventId: PAST_CONCERT_ID,
      gate: pick(DEMO_GATES),
      scanId: randomUUID().replaceAll("-", ""),
    });
    if (answer.result === "accepted") checkIns++;
  });

  // 3. Online orders today through Yousr Pay's test gateway: paid, left to expire, paid then refunded.
  const linkSecret = readLocalSecret("ORDER_LINK_SECRET");
  const yousr = yousrProvider(db, readLocalSecret("YOUSR_PAY_WEBHOOK_SECRET"));
  const shop: PurchaseContext = {
    signer,
    provider: yousr,
    shopOrigin: `http://127.0.0.1:5000`,
    accessTokenFor: (orderId) => accessTokenFor(linkSecret, orderId),
    holdMinutes: 30,
    now,
  };
  const gateway: Gateway = {
    db,
    webhookSecret: readLocalSecret("YOUSR_PAY_WEBHOOK_SECRET"),
    webhookUrl: async () => `http://${options.functionsHost}/${options.projectId}/${FUNCTIONS_REGION}/paymentWebhook?provider=yousr`,
    enabled: true,
  };
  const online = Array.from({ length: 18 }, (_, index) => ({
    eventId: index % 2 === 0 ? "demo-summer-night" : "demo-family-day",
    ticketTypeId: index % 2 === 0 ? "standard" : pick(["child", "adult"]),
    quantity: 1 + Math.floor(random() * 3),
    outcome: index < 12 ? "paid" : index < 15 ? "expired" : "refunded",
    buyer: { name: personName(), phone: phone() },
  }));
  const paidOnline: string[] = [];
  const refundOnline: string[] = [];
  for (const order of online) {
    // Each online buyer as if signed in with their phone (a verified phone is the buyer's key).
    const verifiedPhone = normalizePhone(order.buyer.phone)!;
    const answer = await purchaseTickets(
      db,
      shop,
      { uid: `demo-buyer-${verifiedPhone.slice(1)}`, phone: verifiedPhone },
      purchaseTicketsInput.parse({
        eventId: order.eventId,
        items: [{ ticketTypeId: order.ticketTypeId, quantity: order.quantity }],
        buyer: { name: order.buyer.name },
        requestId: randomUUID(),
      }),
    );
    if (order.outcome === "expired") {
      await expireIfOverdue(db, db.collection(COLLECTIONS.orders).doc(answer.orderId), now + 31 * MINUTE_MS);
      continue;
    }
    await decidePayment(gateway, new URL(answer.checkoutUrl!).searchParams.get("payment")!, "approve");
    (order.outcome === "paid" ? paidOnline : refundOnline).push(answer.orderId);
  }
  const isPaid = async (orderId: string) => (await db.collection(COLLECTIONS.orders).doc(orderId).get()).get("status") === "paid";
  await waitFor("the online payments (is the functions emulator running?)", async () =>
    (await Promise.all([...paidOnline, ...refundOnline].map(isPaid))).every(Boolean),
  );
  for (const orderId of refundOnline) {
    await cancelOrder(db, admin, { orderId, reason: "طلب العميل استرداد المبلغ قبل الفعالية", refund: true }, (checkout, amount, key) =>
      yousr.refund(checkout, amount, key),
    );
  }

  // 4. Corrections at the box office: three voided tickets and one refunded order.
  const upcoming = sold.filter((sale) => sale.eventId === "demo-derby");
  for (const sale of upcoming.slice(0, 3)) {
    await voidTicket(db, admin, { ticketId: sale.ticketIds[0]!, reason: "تذكرة مكررة أُصدرت بالخطأ" });
  }
  await cancelOrder(db, admin, { orderId: upcoming[3]!.orderId, reason: "ألغى المشتري حضوره واسترد المبلغ", refund: true });

  // 5. A bulk job of Qasr invitations, run by the functions as from its page.
  const { jobId } = await startBulkJob(
    db,
    admin,
    bulkGenerateTicketsInput.parse({ eventId: "demo-qasr-gala", ticketTypeId: "guest", count: 120, label: "دعوات كبار الضيوف", requestId: randomUUID() }),
  );
  await waitFor("the bulk job (is the functions emulator running?)", async () =>
    (await db.collection(COLLECTIONS.jobs).doc(jobId).get()).get("status") === "done",
  );

  // 6. Tickets to try the scanner with: two orders valid, one used at the gate, one voided.
  const tried: string[][] = [];
  for (let order = 0; order < 4; order++) {
    const result = await issueTickets(
      db,
      signer,
      sellers[0]!,
      issueTicketsInput.parse({
        eventId: TRY_EVENT_ID,
        items: [{ ticketTypeId: "try", quantity: 2 }],
        buyer: { name: personName(), phone: phone() },
        payment: "complimentary",
        requestId: randomUUID(),
      }),
    );
    tried.push(result.tickets.map((ticket) => ticket.code));
    if (order === 2) {
      for (const code of tried[order]!) {
        await redeemTicket({ db, keyRingFor: (kid) => keyRingFor(db, kid) }, gate, { code, eventId: TRY_EVENT_ID, gate: DEMO_GATES[0], scanId: randomUUID().replaceAll("-", "") });
      }
    }
    if (order === 3) await cancelOrder(db, admin, { orderId: result.orderId, reason: "تذاكر ملغاة لتجربة البوابة", refund: false });
  }

  const tickets = sold.reduce((sum, sale) => sum + sale.ticketIds.length, 0) + 120 + 8;
  return { tickets, orders: sold.length + online.length + 5, checkIns };
}
