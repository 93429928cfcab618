// The order lifecycle (src/orders/lifecycle.ts) is the one place an order's
// status changes: its table refuses every illegal change, and no other source
// file writes a `status` to a document that is not known to be something else.
import { ORDER_STATUSES, type OrderStatus } from "@bawwaba/common";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canChangeStatus, ORDER_TRANSITIONS, refundedAmountAfter } from "../../src/orders/lifecycle.js";

const LEGAL: readonly [OrderStatus, OrderStatus][] = [
  ["pending", "paid"],
  ["pending", "expired"],
  ["pending", "cancelled"],
  ["pending", "refunded"],
  ["paid", "cancelled"],
  ["paid", "refunded"],
  ["expired", "refunded"],
  ["cancelled", "refunded"],
];

describe("the transition table", () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)("%s → %s", (from, to) => {
    const legal = LEGAL.some(([a, b]) => a === from && b === to);
    expect(canChangeStatus(from, to)).toBe(legal);
  });

  it("never revives an ended order, and a refund is final", () => {
    for (const ended of ["expired", "cancelled", "refunded"] as const) {
      expect(ORDER_TRANSITIONS[ended]).not.toContain("pending");
      expect(ORDER_TRANSITIONS[ended]).not.toContain("paid");
    }
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });
});

// A provider's refund notice carries the running total refunded (Stripe's
// amount_refunded), and notices arrive in any order: an older, smaller total
// must not lower what is recorded.
describe("a partial refund's recorded amount", () => {
  it("only grows: the larger of the recorded and the notified amount", () => {
    expect(refundedAmountAfter(undefined, 5000)).toBe(5000);
    expect(refundedAmountAfter(5000, 8000)).toBe(8000);
    expect(refundedAmountAfter(8000, 5000)).toBe(8000);
    expect(refundedAmountAfter(8000, 8000)).toBe(8000);
  });

  it("ends the same whichever order two notices come in", () => {
    const applied = (notices: number[]) => notices.reduce<number | undefined>((recorded, notified) => refundedAmountAfter(recorded, notified), undefined);
    expect(applied([5000, 8000])).toBe(8000);
    expect(applied([8000, 5000])).toBe(8000);
  });
});

const SOURCE = path.resolve(import.meta.dirname, "../../src");
const LIFECYCLE = path.join("orders", "lifecycle.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith(".ts") ? [full] : [];
  });
}

// Firestore writes with an object literal: `tx.update(ref, {…})`, `tx.create(ref, {…})`,
// `tx.set(ref, {…}, …)` and `ref.update({…})`, `ref.set({…})`, `ref.create({…})`.
const WRITE_IN_TRANSACTION = /\btx\.(?:update|create|set)\(\s*([^,]+?)\s*,\s*(\{[\s\S]*?\})\s*(?:,\s*\{[^}]*\})?\s*\)/g;
const WRITE_ON_REFERENCE = /([\w.]+(?:\([^()]*\))?)\.(?:update|create|set)\(\s*(\{[\s\S]*?\})\s*(?:,\s*\{[^}]*\})?\s*\)/g;

/**
 * Writes of a `status` outside the lifecycle, to documents that are not
 * orders: the file and the written reference, with what it is.
 */
const NOT_ORDERS = new Map([
  ["payments/yousr/gateway.ts ref", "a Yousr Pay payment"],
  ["payments/yousr/yousrProvider.ts payments.doc(checkout.sessionId)", "a Yousr Pay payment"],
  ["payments/yousr/yousrProvider.ts ref", "a Yousr Pay payment (closed when its order's hold ends)"],
  ["tickets/bulk/startBulkJob.ts jobRef", "a bulk job"],
  ["tickets/bulk/triggers.ts jobRef", "a bulk job"],
  ["tickets/bulk/runBulkJobStep.ts jobRef", "a bulk job"],
  ["checkin/redeemTicket.ts ticketRef", "a ticket"],
  ["orders/corrections/voidTickets.ts db.collection(COLLECTIONS.tickets).doc(id)", "a ticket"],
]);

it("no file but the lifecycle writes an order's status", () => {
  const found: string[] = [];
  for (const file of sourceFiles(SOURCE)) {
    const relative = path.relative(SOURCE, file);
    if (relative === LIFECYCLE) continue;
    const text = readFileSync(file, "utf8");
    for (const pattern of [WRITE_IN_TRANSACTION, WRITE_ON_REFERENCE]) {
      for (const [, target, fields] of text.matchAll(pattern)) {
        if (!/\bstatus\b/.test(fields!) || /^tx$/.test(target!)) continue;
        const key = `${relative.split(path.sep).join("/")} ${target!.trim()}`;
        if (!NOT_ORDERS.has(key)) found.push(key);
      }
    }
  }
  expect(found).toEqual([]);
});

it("the scan finds a status write where there is one", () => {
  const sample = `tx.update(orderRef, { status: "paid" });\nawait orderRef.update({ status: "cancelled" });`;
  const targets = [...sample.matchAll(WRITE_IN_TRANSACTION), ...sample.matchAll(WRITE_ON_REFERENCE)]
    .filter(([, , fields]) => /\bstatus\b/.test(fields!))
    .map(([, target]) => target);
  expect(targets).toEqual(["orderRef", "orderRef"]);
});
