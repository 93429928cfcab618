// The order lifecycle (src/orders/lifecycle.ts). Its table of legal changes is
// common's (common/test/orderLifecycle.test.ts covers every pair); that no
// other file writes a status is the lint rule bawwaba/lifecycle-writes
// (scripts/test/lifecycleWrites.test.ts).
import { describe, expect, it } from "vitest";
import { refundedAmountAfter } from "../../src/orders/lifecycle.js";

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
