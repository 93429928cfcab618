// paymentWebhook under a flood of junk, through the Functions emulator: junk
// POSTs to `?provider=stripe` write no document, and a genuine notice sent
// among them is applied. Stripe is off on the emulator (its secrets are
// `off`), so its junk is refused 404 before any database work; the genuine
// notice is Yousr Pay's, signed with the emulator's webhook secret. Refusals
// are only counted in each worker's memory, and a worker writes its counts
// at most once a minute (docs/capacity.md "The payment webhook"): a flood of
// less than a minute sees each worker write its counts at most once.
// The emulator starts a process per concurrent call, so at most
// CONCURRENT calls are under way at once.
import { COLLECTIONS } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { useTestOrganiser } from "../support/invoicing";
import { buy, loggedOutcomes, notification, orderOf, postNotification, purchase, WEBHOOK_URL } from "../support/payments";
import { countWhere, createEventWithType } from "../support/salesFixtures";

const JUNK = 200;
const CONCURRENT = 10;
const STRIPE_URL = WEBHOOK_URL.replace("provider=yousr", "provider=stripe");
// A worker writes its counts at most once a minute; the flood must end well within one.
const FLOOD_DEADLINE_MS = 50_000;

beforeAll(publishLocalSigningKey);
beforeAll(useTestOrganiser);

/**
 * What an attacker sends: no signature, a forged one, a stale one, bodies
 * that are no event. A body that is not JSON goes as text: sent as JSON, the
 * Functions Framework's body parser would refuse it (400) before the handler.
 */
function junk(n: number): RequestInit {
  const [body, type] = (
    [
      [JSON.stringify({ id: `evt_junk_${n}`, object: "event", type: "checkout.session.completed", data: { object: { client_reference_id: "x" } } }), "application/json"],
      ["{}", "application/json"],
      ["not json", "text/plain"],
      ["x".repeat(8_192), "application/octet-stream"],
    ] as const
  )[n % 4]!;
  const signature = [undefined, `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`, "t=1,v1=deadbeef", "garbage"][Math.floor(n / 4) % 4];
  return { method: "POST", headers: { "content-type": type, ...(signature ? { "stripe-signature": signature } : {}) }, body };
}

/** Runs `jobs` with at most `limit` under way at once, in order. */
async function paced<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

/** How many documents each top-level collection holds. */
async function rootCounts(): Promise<Record<string, number>> {
  const collections = await adminDb.listCollections();
  const counts = await Promise.all(collections.map(async (collection) => [collection.id, (await collection.count().get()).data().count] as const));
  return Object.fromEntries(counts.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The counts once nothing else is writing (a trigger of the purchase still
 * running): two reads a second apart agree. The second between reads is a
 * poll's interval, not a wait before a check that nothing happened: these are
 * the counts the flood is compared with, so a write still to come would show
 * in that comparison rather than hide from it.
 */
async function settledCounts(): Promise<Record<string, number>> {
  let previous = await rootCounts();
  for (let attempt = 0; attempt < 15; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await rootCounts();
    if (JSON.stringify(now) === JSON.stringify(previous)) return now;
    previous = now;
  }
  return previous;
}

const changes = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  );

describe("paymentWebhook under a flood of junk", () => {
  it(`${JUNK} junk POSTs to ?provider=stripe write no document, and a genuine notice sent among them is applied`, { timeout: 180_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, price: 5000 });
    const order = await buy(purchase(eventId, ticketTypeId, 2));
    const genuine = notification("payment.approved", { paymentId: order.paymentId, orderId: order.orderId, amount: 10000, currency: "SAR" });

    const countsBefore = await settledCounts();
    const counters = adminDb.collection(COLLECTIONS.paymentRefusals);
    const countersBefore = (await counters.listDocuments()).map((counter) => counter.id);
    // Every write of Stripe's refusal counter while the flood lasts: each
    // instance adds its counts at most once a minute, so a flood shorter than a
    // minute sees at most one write per worker (an earlier file's counts, or
    // this flood's, whenever that worker's minute ends), never one per call.
    let stripeCounterWrites = -1;
    const stopWatching = counters.doc("stripe").onSnapshot(() => {
      stripeCounterWrites += 1;
    });
    const startedAt = Timestamp.now();

    const post = (n: number) => async () => {
      const response = await fetch(STRIPE_URL, junk(n));
      const text = await response.text();
      return { status: response.status, outcome: text.startsWith("{") ? (JSON.parse(text) as { outcome?: string }).outcome : text.slice(0, 200) };
    };
    const jobs = Array.from({ length: JUNK }, (_, n) => post(n));
    // The real notice goes out in the middle of the flood, with calls under way on either side.
    jobs.splice(JUNK / 2, 0, () => postNotification(genuine));
    const answers = await paced(jobs, CONCURRENT);
    const genuineAnswer = answers.splice(JUNK / 2, 1)[0]!;
    const countsAfter = await rootCounts();
    const countersAfter = (await counters.listDocuments()).map((counter) => counter.id);
    stopWatching();
    const logged = await adminDb.collection(COLLECTIONS.paymentEvents).where("receivedAt", ">=", startedAt).get();
    const tookMs = Date.now() - startedAt.toMillis();

    // Stripe is off on the emulator: refused as such, every one.
    expect(answers.filter((answer) => answer.status !== 404 || answer.outcome !== "rejected")).toEqual([]);

    // The genuine notice: applied once, its tickets issued.
    expect(genuineAnswer).toEqual({ status: 200, outcome: "applied" });
    expect((await orderOf(order.orderId)).status).toBe("paid");
    expect(await countWhere(COLLECTIONS.tickets, "orderId", order.orderId)).toBe(2);
    expect(await loggedOutcomes(order.orderId)).toEqual({ applied: 1 });

    // The junk: no log entry (only the genuine notice's), and Stripe's counter
    // written at most once per worker, not once per call.
    expect(tookMs, "the flood must end within a minute: each worker then writes its counts at most once").toBeLessThan(FLOOD_DEADLINE_MS);
    expect(logged.docs.map((entry) => entry.id)).toEqual([`yousr_${JSON.parse(genuine).id}`]);
    expect(stripeCounterWrites).toBeLessThanOrEqual(CONCURRENT);
    // Nothing else either: every collection holds what it held, but for the
    // genuine notice's tickets and log entry. A worker may write a refusal
    // counter once its minute is over (above): so the counters are compared by
    // name, Stripe's and Yousr Pay's aside.
    // The genuine notice's order is invoiced (the tests' organiser invoices); its series' counter may be new.
    const others = changes(countsBefore, countsAfter);
    delete others[COLLECTIONS.paymentRefusals];
    expect(others[COLLECTIONS.invoiceSeries] ?? 0).toBeLessThanOrEqual(1);
    delete others[COLLECTIONS.invoiceSeries];
    expect(others).toEqual({ [COLLECTIONS.paymentEvents]: 1, [COLLECTIONS.tickets]: 2, [COLLECTIONS.invoices]: 1 });
    expect(countersAfter.filter((id) => !countersBefore.includes(id) && id !== "yousr" && id !== "stripe")).toEqual([]);
  });
});
