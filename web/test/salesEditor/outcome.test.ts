import { describe, expect, it } from "vitest";
import * as common from "@bawwaba/common";
import { mayCloseOrder, mayVoidTicket, orderTicketCount } from "../../src/features/sales/editor/model/orderActions";
import { outcomeMessage } from "../../src/features/sales/editor/model/outcome";

const result = (voided: number, returnedToSale: number) => ({
  orderId: "o1",
  voidedTicketIds: Array.from({ length: voided }, (_, i) => `t${i}`),
  returnedToSale,
});

describe("outcomeMessage", () => {
  it("says what a refund did to the tickets", () => {
    expect(outcomeMessage({ kind: "cancelOrder", refund: true, result: result(2, 2) })).toBe(
      "استُرد الطلب: أُلغيت تذكرتان وعادت 2 للبيع.",
    );
    expect(outcomeMessage({ kind: "cancelOrder", refund: false, result: result(5, 0) })).toBe(
      "أُلغي الطلب: أُلغيت 5 تذاكر ولم يعد شيء منها للبيع.",
    );
    expect(outcomeMessage({ kind: "cancelOrder", refund: false, result: result(0, 0) })).toBe("أُلغي الطلب.");
  });

  it("says whether a voided ticket went back on sale", () => {
    expect(outcomeMessage({ kind: "voidTicket", result: result(1, 1) })).toBe("أُلغيت التذكرة وعادت إلى البيع.");
    expect(outcomeMessage({ kind: "voidTicket", result: result(1, 0) })).toContain("لم تعد إلى البيع");
  });

  it("says the answers were corrected", () => {
    expect(outcomeMessage({ kind: "correctAnswers" })).toBe("صُحّحت الإجابات.");
  });

  it("counts the tickets that followed a corrected buyer", () => {
    expect(outcomeMessage({ kind: "correctBuyer", result: { orderId: "o1", updatedTicketIds: [] } })).toBe(
      "صُحّحت بيانات المشتري.",
    );
    expect(outcomeMessage({ kind: "correctBuyer", result: { orderId: "o1", updatedTicketIds: ["a", "b", "c"] } })).toBe(
      "صُحّحت بيانات المشتري وتبعتها 3 تذاكر.",
    );
  });
});

describe("orderActions", () => {
  it("decides with the lifecycles' own predicates, the ones the functions use", () => {
    expect(mayCloseOrder).toBe(common.mayCloseOrder);
    expect(mayVoidTicket).toBe(common.mayVoidTicket);
  });

  it("voids only tickets not void yet", () => {
    expect(common.TICKET_STATUSES.filter(mayVoidTicket)).toEqual(["valid", "checked_in"]);
  });

  it("cancels or refunds only paid or pending orders", () => {
    expect(common.ORDER_STATUSES.filter(mayCloseOrder)).toEqual(["pending", "paid"]);
  });

  it("counts a bulk order's tickets from its items", () => {
    expect(orderTicketCount({ ticketIds: ["a", "b"], items: [{ quantity: 2 }] })).toBe(2);
    expect(orderTicketCount({ ticketIds: [], items: [{ quantity: 300 }] })).toBe(300);
  });
});
