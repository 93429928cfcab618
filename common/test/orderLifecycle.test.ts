// The order lifecycle's table and the decisions drawn from it
// (common/src/orderLifecycle.ts): the functions change an order's status
// through it and the sales editor offers its corrections from it.
import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  isHoldOverdue,
  isOrderEnded,
  mayCloseOrder,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from "../src/index.js";

const LEGAL_ORDER_CHANGES: readonly [OrderStatus, OrderStatus][] = [
  ["pending", "paid"],
  ["pending", "expired"],
  ["pending", "cancelled"],
  ["pending", "refunded"],
  ["paid", "cancelled"],
  ["paid", "refunded"],
  ["expired", "refunded"],
  ["cancelled", "refunded"],
];

describe("the order transition table", () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)("%s → %s", (from, to) => {
    expect(canChangeOrderStatus(from, to)).toBe(LEGAL_ORDER_CHANGES.some(([a, b]) => a === from && b === to));
  });

  it("never revives an ended order, and a refund is final", () => {
    for (const ended of ["expired", "cancelled", "refunded"] as const) {
      expect(ORDER_TRANSITIONS[ended]).not.toContain("pending");
      expect(ORDER_TRANSITIONS[ended]).not.toContain("paid");
    }
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });
});

describe("what an order allows", () => {
  it("may be closed by staff (cancelled or refunded) only while pending or paid", () => {
    expect(ORDER_STATUSES.filter(mayCloseOrder)).toEqual(["pending", "paid"]);
  });

  it("has ended for good once expired, cancelled or refunded", () => {
    expect(ORDER_STATUSES.filter(isOrderEnded)).toEqual(["cancelled", "refunded", "expired"]);
  });

  it("has an overdue hold only while pending, from the moment its hold ends", () => {
    const at = (millis: number) => ({ toMillis: () => millis });
    expect(isHoldOverdue({ status: "pending", holdExpiresAt: at(1000) }, 1000)).toBe(true);
    expect(isHoldOverdue({ status: "pending", holdExpiresAt: at(1000) }, 999)).toBe(false);
    expect(isHoldOverdue({ status: "pending" }, 1000)).toBe(false);
    for (const status of ORDER_STATUSES.filter((status) => status !== "pending")) {
      expect(isHoldOverdue({ status, holdExpiresAt: at(0) }, 1000)).toBe(false);
    }
  });
});
