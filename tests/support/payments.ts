// The shop's payments against the running emulators: purchases as a visitor,
// Yousr Pay's decisions, and notifications posted to paymentWebhook as the
// gateway signs them (or not), with the emulator's own webhook secret.
import {
  CALLABLES,
  COLLECTIONS,
  FUNCTIONS_REGION,
  type OrderDoc,
  type PurchaseTicketsInput,
  type PurchaseTicketsResult,
  type YousrPaymentDoc,
} from "@bawwaba/common";
import { readFileSync } from "node:fs";
import path from "node:path";
import { signYousrNotification, YOUSR_SIGNATURE_HEADER } from "../../functions/src/payments/yousr/signature";
import { callOk, newRequestId, type Caller } from "./callables";
import { adminDb, PROJECT_ID } from "./emulators";

const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001";
export const WEBHOOK_URL = `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${FUNCTIONS_REGION}/paymentWebhook?provider=yousr`;

/** A secret of the Functions emulator (functions/.secret.local). */
export function localSecret(name: string): string {
  const secrets = readFileSync(path.resolve(import.meta.dirname, "../../functions/.secret.local"), "utf8");
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(secrets)?.[1];
  if (!value) throw new Error(`functions/.secret.local has no ${name}`);
  return value;
}

export const purchase = (eventId: string, ticketTypeId: string, quantity = 1, extra: Partial<PurchaseTicketsInput> = {}) => ({
  eventId,
  items: [{ ticketTypeId, quantity }],
  buyer: { name: "ليلى حسن", phone: "0551234567" },
  requestId: newRequestId(),
  ...extra,
});

/** Buys as `visitor` and answers the order with its Yousr Pay payment id. */
export async function buy(visitor: Caller, input: ReturnType<typeof purchase>) {
  const answer = await callOk<PurchaseTicketsResult>(visitor, CALLABLES.purchaseTickets, input);
  return { ...answer, paymentId: new URL(answer.checkoutUrl!).searchParams.get("payment")! };
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
