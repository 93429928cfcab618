// paymentWebhook answers a refused notification before any database work:
// junk (a bad signature, a malformed body, a provider that is off or unknown)
// must never wait on Firestore, or a flood of it fills the webhook's
// instances and the provider's real notice is answered 429 (docs/capacity.md
// "The payment webhook"). The handler runs here on a Firestore stand-in whose
// transactions never end and which records every read and write.
import type { Request } from "firebase-functions/v2/https";
import type { Response } from "express";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { providersWith } from "../../src/payments/providers.js";
import { logRefusal, REFUSALS_LOGGED_PER_MINUTE, REFUSALS_SAMPLED_PER_MINUTE, RefusalTally } from "../../src/payments/refusalLog.js";
import { paymentWebhookHandler, type WebhookDeps } from "../../src/payments/webhookHandler.js";
import { signYousrNotification, YOUSR_SIGNATURE_HEADER } from "../../src/payments/yousr/signature.js";

const YOUSR_SECRET = "yps_unit-test-secret";

// The refusals' log lines, kept out of the test output (and counted where it matters).
let warn: MockInstance<typeof logger.warn>;
beforeEach(() => {
  warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());
const WHSEC = "whsec_unit_test";

/**
 * A Firestore whose transactions never end; every operation is recorded
 * (with its data in `writes`). Its writes never end either unless
 * `writesSucceed`.
 */
function stuckFirestore({ writesSucceed = false, failWrites = 0 } = {}) {
  const operations: string[] = [];
  const writes: { what: string; data: Record<string, unknown> }[] = [];
  let failuresLeft = failWrites;
  const record =
    (what: string) =>
    (...args: unknown[]) => {
      operations.push(what);
      if (what === "runTransaction" || !writesSucceed) return new Promise(() => {});
      writes.push({ what, data: args[0] as Record<string, unknown> });
      return failuresLeft-- > 0 ? Promise.reject(new Error("unavailable")) : Promise.resolve();
    };
  const docRef = (path: string) => ({
    id: path.split("/").at(-1),
    path,
    get: record(`get ${path}`),
    set: record(`set ${path}`),
    create: record(`create ${path}`),
    update: record(`update ${path}`),
    delete: record(`delete ${path}`),
    collection: (name: string) => collectionRef(`${path}/${name}`),
  });
  const collectionRef = (path: string) => ({
    id: path.split("/").at(-1),
    path,
    doc: (id = `auto${operations.length}`) => docRef(`${path}/${id}`),
    add: record(`add ${path}`),
    get: record(`query ${path}`),
    where: () => collectionRef(path),
    limit: () => collectionRef(path),
  });
  const db = {
    collection: collectionRef,
    doc: docRef,
    runTransaction: record("runTransaction"),
    getAll: record("getAll"),
    batch: () => ({ set: record("batch.set"), create: record("batch.create"), update: record("batch.update"), commit: record("batch.commit") }),
    bulkWriter: record("bulkWriter"),
  } as unknown as Firestore;
  return { db, operations, writes };
}

function handlerOn(db: Firestore, settings: Partial<Parameters<typeof providersWith>[1]> = {}, refusals = new RefusalTally()) {
  const deps: WebhookDeps = {
    db,
    providers: () =>
      providersWith(db, { yousrEnabled: true, yousrWebhookSecret: YOUSR_SECRET, stripeSecretKey: "off", stripeWebhookSecret: "off", ...settings }),
    noticeContext: () => ({ signer: undefined as never, accessTokenFor: (orderId) => `token-${orderId}` }),
    refundAtProvider: () => async () => {},
    refusals,
  };
  return paymentWebhookHandler(deps);
}

interface Answer {
  status?: number;
  body?: unknown;
}

/** A POST to the handler; resolves once the response is ended, or with `timedOut` after `withinMs`. */
async function post(
  handler: ReturnType<typeof paymentWebhookHandler>,
  provider: string,
  body: string,
  headers: Record<string, string> = {},
  withinMs = 1000,
): Promise<Answer & { timedOut?: true }> {
  const answer: Answer = {};
  let ended!: () => void;
  const endedNow = new Promise<void>((resolve) => (ended = resolve));
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(value: unknown) {
      answer.body = value;
      ended();
      return response;
    },
    send(value: unknown) {
      answer.body = value;
      ended();
      return response;
    },
    end() {
      ended();
      return response;
    },
  };
  const request = {
    method: "POST",
    query: { provider },
    headers: { "content-type": "application/json", ...headers },
    rawBody: Buffer.from(body),
    body: {},
  };
  // The handler's own promise may never settle (a stuck transaction): only the response counts.
  void handler(request as unknown as Request, response as unknown as Response);
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), withinMs).unref());
  return (await Promise.race([endedNow.then(() => "ended" as const), timer])) === "ended" ? answer : { ...answer, timedOut: true };
}

const paidNotice = JSON.stringify({
  id: "evt_unit_1",
  type: "payment.approved",
  created: Math.floor(Date.now() / 1000),
  data: { paymentId: "yp_1", orderId: "order1", amount: 10000, currency: "SAR" },
});
const yousrSigned = (body: string, secret = YOUSR_SECRET) => ({ [YOUSR_SIGNATURE_HEADER]: signYousrNotification(secret, body) });
/** Lets every callback already queued run (a write started "after" answering would be recorded by then). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("paymentWebhook answers a refused notification before any database work", () => {
  const refused: [string, string, string, Record<string, string>, number][] = [
    ["a bad signature", "yousr", paidNotice, yousrSigned(paidNotice, "yps_not-the-secret"), 400],
    ["no signature", "yousr", paidNotice, {}, 400],
    ["a signed body that is no notification", "yousr", "not json", yousrSigned("not json"), 400],
    ["a provider that is off (Stripe without its secrets)", "stripe", "{}", { "stripe-signature": "t=1,v1=00" }, 404],
    ["an unknown provider", "x".repeat(3000), "{}", {}, 400],
  ];
  it.each(refused)("%s: answered within 1 s, nothing read or written", async (_why, provider, body, headers, status) => {
    const { db, operations } = stuckFirestore();
    const answer = await post(handlerOn(db), provider, body, headers);
    expect(answer.timedOut).toBeUndefined();
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ outcome: "rejected" });
    await settle();
    expect(operations).toEqual([]);
  });

  it("a bad Stripe signature, with Stripe on: answered 400 within 1 s, nothing read or written", async () => {
    const { db, operations } = stuckFirestore();
    const handler = handlerOn(db, { stripeSecretKey: "sk_test_unit", stripeWebhookSecret: WHSEC });
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: {} } });
    const forged = new Stripe("sk_test_unit").webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const answer = await post(handler, "stripe", payload, { "stripe-signature": forged });
    expect(answer).toMatchObject({ status: 400, body: { outcome: "rejected" } });
    await settle();
    expect(operations).toEqual([]);
  });

  it("500 junk POSTs in a row: every one answered, none reads or writes", async () => {
    const { db, operations } = stuckFirestore();
    const handler = handlerOn(db);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, n) => post(handler, n % 2 ? "yousr" : "stripe", paidNotice, yousrSigned(paidNotice, `yps_wrong-${n}`))),
    );
    expect(answers.filter((answer) => answer.timedOut)).toEqual([]);
    await settle();
    expect(operations).toEqual([]);
  });

  it("a genuine notice goes on to its transaction (the stand-in's never ends, so neither does the call)", async () => {
    const { db, operations } = stuckFirestore();
    // No time limit of its own: the check below comes once the transaction has started.
    const answered = post(handlerOn(db), "yousr", paidNotice, yousrSigned(paidNotice), 60_000);
    await vi.waitFor(() => expect(operations).toContain("runTransaction"), { timeout: 10_000 });
    // An answer sent before the transaction, or beside it, has ended the call by now.
    await settle();
    expect(await Promise.race([answered, Promise.resolve("not answered")])).toBe("not answered");
  });
});

describe("refusals are counted without a transaction, and written at most once a minute per instance", () => {
  const junk = (handler: ReturnType<typeof paymentWebhookHandler>, n: number) => [
    post(handler, "yousr", paidNotice, yousrSigned(paidNotice, `yps_wrong-${n}`)),
    post(handler, "stripe", "{}"),
    post(handler, `nope-${n}`, "{}"),
  ];

  it("a flood is counted in memory; once its first minute is over, one plain merge of increments per provider", async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const { db, operations, writes } = stuckFirestore({ writesSucceed: true });
    const handler = handlerOn(db, {}, new RefusalTally(() => now));
    await Promise.all(Array.from({ length: 100 }, (_, n) => junk(handler, n)).flat());
    now += 59_000;
    await Promise.all(junk(handler, 100));
    await settle();
    expect(operations).toEqual([]);

    now += 1_000;
    await Promise.all(junk(handler, 101));
    await settle();
    // An unknown provider's name is the caller's: it names no document.
    // Written by the first request after the minute (yousr's), before stripe's 102nd refusal came.
    expect(operations.sort()).toEqual(["set paymentRefusals/stripe", "set paymentRefusals/yousr"]);
    const refused = Object.fromEntries(writes.map(({ what, data }) => [what, data.refused as FieldValue]));
    expect(refused["set paymentRefusals/yousr"]!.isEqual(FieldValue.increment(102))).toBe(true);
    expect(refused["set paymentRefusals/stripe"]!.isEqual(FieldValue.increment(101))).toBe(true);
    const yousr = writes.find((write) => write.what.endsWith("/yousr"))!.data as { byReason: Record<string, FieldValue> };
    expect(Object.keys(yousr.byReason)).toEqual(["signature"]);
    expect(yousr.byReason.signature!.isEqual(FieldValue.increment(102))).toBe(true);

    // The next minute's refusals wait for their own minute.
    now += 1_000;
    await Promise.all(Array.from({ length: 50 }, (_, n) => junk(handler, n)).flat());
    now += 58_000;
    await Promise.all(junk(handler, 0));
    await settle();
    expect(operations).toHaveLength(2);
    now += 1_000;
    await Promise.all(junk(handler, 0));
    await settle();
    expect(operations).toHaveLength(4);
    expect(operations).not.toContain("runTransaction");
  });

  it("a write that fails keeps its counts for the next minute's", async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const { db, writes } = stuckFirestore({ writesSucceed: true, failWrites: 1 });
    const handler = handlerOn(db, {}, new RefusalTally(() => now));
    await Promise.all(Array.from({ length: 10 }, () => post(handler, "stripe", "{}")));
    now += 60_000;
    await post(handler, "stripe", "{}");
    await settle();
    now += 30_000;
    await post(handler, "stripe", "{}");
    await settle();
    expect(writes).toHaveLength(1);
    now += 30_000;
    await post(handler, "stripe", "{}");
    await settle();
    expect(writes).toHaveLength(2);
    expect((writes[1]!.data.refused as FieldValue).isEqual(FieldValue.increment(13))).toBe(true);
  });

  it(`logs at most ${REFUSALS_SAMPLED_PER_MINUTE} refusals a minute one by one to Cloud Logging`, async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const handler = handlerOn(stuckFirestore().db, {}, new RefusalTally(() => now));
    await Promise.all(Array.from({ length: 200 }, (_, n) => junk(handler, n)).flat());
    expect(warn).toHaveBeenCalledTimes(REFUSALS_SAMPLED_PER_MINUTE);
    now += 60_000;
    await post(handler, "yousr", "{}");
    // The new minute's first sample, and the summary of the counts it writes.
    expect(warn).toHaveBeenCalledTimes(REFUSALS_SAMPLED_PER_MINUTE + 2);
    expect(warn).toHaveBeenCalledWith("Refused payment notifications counted on this instance", {
      counts: { yousr: { signature: 201 }, stripe: { providerOff: 200 }, unknown: { unknownProvider: 200 } },
    });
  });

  it(`a verified refusal gets its own paymentEvents entry by a plain write, ${REFUSALS_LOGGED_PER_MINUTE} a minute; the rest are counted`, async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const { db, operations, writes } = stuckFirestore({ writesSucceed: true });
    const tally = new RefusalTally(() => now);
    const entry = { providerEventId: "evt_1", orderId: "order1", outcome: "rejected", reason: "…" };
    for (let n = 0; n < REFUSALS_LOGGED_PER_MINUTE + 5; n++) await logRefusal(db, "yousr", entry, tally);
    expect(operations).toEqual(new Array(REFUSALS_LOGGED_PER_MINUTE).fill("add paymentEvents"));
    expect(writes[0]!.data).toMatchObject({ ...entry, provider: "yousr" });
    now += 60_000;
    await logRefusal(db, "yousr", entry, tally);
    expect(operations.at(-1)).toBe("add paymentEvents");
    void tally.flushIfDue(db);
    await settle();
    expect(operations.at(-1)).toBe("set paymentRefusals/yousr");
    expect((writes.at(-1)!.data as { byReason: Record<string, FieldValue> }).byReason.unlogged!.isEqual(FieldValue.increment(5))).toBe(true);
  });
});
