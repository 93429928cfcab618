// The shop's payments against the running emulators: purchases as a visitor,
// Yousr Pay's decisions, and notifications posted to paymentWebhook as the
// gateway signs them (or not), with the emulator's own webhook secret.
import {
  CALLABLES,
  COLLECTIONS,
  FUNCTIONS_REGION,
  purchaseTicketsInput,
  type OrderDoc,
  type PurchaseTicketsInput,
  type PurchaseTicketsResult,
  type YousrPaymentDoc,
} from "@bawwaba/common";
import { readFileSync } from "node:fs";
import path from "node:path";
import { accessTokenFor } from "../../functions/src/orders/orderAccess";
import { purchaseTickets, type PurchaseContext } from "../../functions/src/orders/purchaseTickets";
import { decidePayment, replayNotification, type Gateway } from "../../functions/src/payments/yousr/gateway";
import { signYousrNotification, YOUSR_SIGNATURE_HEADER } from "../../functions/src/payments/yousr/signature";
import { yousrProvider } from "../../functions/src/payments/yousr/yousrProvider";
import { callerWithPhone, callOk, newRequestId, type PhoneCaller } from "./callables";
import { adminDb, localSigner, PROJECT_ID } from "./emulators";

const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001";
export const WEBHOOK_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${FUNCTIONS_REGION}/paymentWebhook?provider=yousr`;

/** A secret of the Functions emulator (functions/.secret.local). */
export function localSecret(name: string): string {
  const secrets = readFileSync(path.resolve(import.meta.dirname, "../../functions/.secret.local"), "utf8");
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(secrets)?.[1];
  if (!value) throw new Error(`functions/.secret.local has no ${name}`);
  return value;
}

let phonesGiven = 0;
/**
 * A Saudi mobile number (E.164) of its own for each buyer (one phone holds
 * one order per event at a time), unique to this test process and run.
 */
export const newBuyerPhone = () => `+9665${String((process.pid * 1000 + phonesGiven++) % 100_000_000).padStart(8, "0")}`;

/** A new buyer, signed in with a phone of their own. */
export const newBuyer = () => callerWithPhone(newBuyerPhone());

export const purchase = (eventId: string, ticketTypeId: string, quantity = 1, extra: Partial<PurchaseTicketsInput> = {}) => ({
  eventId,
  items: [{ ticketTypeId, quantity }],
  buyer: { name: "ليلى حسن" },
  requestId: newRequestId(),
  ...extra,
});

/** Buys as `buyer` (a new one unless given) and answers the order with its Yousr Pay payment id and the buyer. */
export async function buy(input: ReturnType<typeof purchase>, buyer?: PhoneCaller) {
  const caller = buyer ?? (await newBuyer());
  const answer = await callOk<PurchaseTicketsResult>(caller, CALLABLES.purchaseTickets, input);
  return { ...answer, buyer: caller, paymentId: new URL(answer.checkoutUrl!).searchParams.get("payment")! };
}

export async function orderOf(orderId: string): Promise<OrderDoc> {
  return (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data() as OrderDoc;
}

export async function paymentOf(paymentId: string): Promise<YousrPaymentDoc> {
  return (await adminDb.collection(COLLECTIONS.yousrPayments).doc(paymentId).get()).data() as YousrPaymentDoc;
}

/** A Yousr Pay notification's body, as the gateway writes it. */
export function notification(
  type: "payment.approved" | "payment.declined" | "payment.refunded",
  data: { paymentId: string; orderId: string; amount: number; currency: string },
  id = `evt_test_${newRequestId()}`,
) {
  return JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data });
}

/** POSTs `body` to paymentWebhook, signed with `secret` (the emulator's unless told otherwise). */
export async function postNotification(body: string, secret = localSecret("YOUSR_PAY_WEBHOOK_SECRET")): Promise<{ status: number; outcome: string }> {
  const response = await fetch(WEBHOOK_URL, {
    method: "POST",
    headers: { "content-type": "application/json", [YOUSR_SIGNATURE_HEADER]: signYousrNotification(secret, body) },
    body,
  });
  return { status: response.status, outcome: ((await response.json()) as { outcome: string }).outcome };
}

/** The notifications logged for an order, by outcome. */
export async function loggedOutcomes(orderId: string): Promise<Record<string, number>> {
  const entries = await adminDb.collection(COLLECTIONS.paymentEvents).where("orderId", "==", orderId).get();
  const counts: Record<string, number> = {};
  for (const entry of entries.docs) counts[entry.get("outcome") as string] = (counts[entry.get("outcome") as string] ?? 0) + 1;
  return counts;
}

/** The purchase service as the callable runs it, called in this process (for rushes and for holds in the past). */
export function shopContext(overrides: Partial<PurchaseContext> = {}): PurchaseContext {
  const linkSecret = localSecret("ORDER_LINK_SECRET");
  return {
    signer: localSigner(),
    provider: yousrProvider(adminDb, localSecret("YOUSR_PAY_WEBHOOK_SECRET")),
    shopOrigin: "http://127.0.0.1:5000",
    accessTokenFor: (orderId) => accessTokenFor(linkSecret, orderId),
    holdMinutes: 15,
    ...overrides,
  };
}

/** Yousr Pay's side, run in this process, notifying the emulator's paymentWebhook. */
export const gateway: Gateway = {
  db: adminDb,
  webhookSecret: localSecret("YOUSR_PAY_WEBHOOK_SECRET"),
  webhookUrl: async () => WEBHOOK_URL,
  enabled: true,
};

/** The purchase service in this process, for a verified buyer with `phone` (a new one unless given). */
export const buyInProcess = (input: ReturnType<typeof purchase>, context = shopContext(), phone = newBuyerPhone()) =>
  purchaseTickets(adminDb, context, { uid: `buyer-${phone.slice(1)}`, phone }, purchaseTicketsInput.parse(input));

/**
 * A payment approved at the gateway just before its order's hold ended, whose
 * notification reaches the shop only after (`endHold` ends it meanwhile): the
 * gateway cannot reach the shop at first and delivers on replay. Once a hold
 * ends the shop closes its checkout, so only a payment made before that can
 * arrive late.
 */
export async function approveDeliveredLate(paymentId: string, endHold: () => Promise<unknown>): Promise<void> {
  // Port 9 (discard) on this machine: nothing answers, as when the shop cannot be reached.
  await decidePayment({ ...gateway, webhookUrl: async () => "http://127.0.0.1:9/unreachable" }, paymentId, "approve");
  await endHold();
  await replayNotification(gateway, paymentId);
}

export const paymentIdOf = (answer: PurchaseTicketsResult) => new URL(answer.checkoutUrl!).searchParams.get("payment")!;
