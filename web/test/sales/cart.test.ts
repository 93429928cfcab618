import { ar, MAX_TICKETS_PER_SALE } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { saleLines, saleTotal, stepQuantity, ticketsInSale, unitPrice } from "../../src/lib/cart";
import { at, HOUR, NOW, saleEvent, ticketType } from "./fixtures";

const regular = ticketType({ id: "regular", name: "عادي", price: 5000, capacity: 100, perOrderLimit: 6 });
const vip = ticketType({ id: "vip", name: "كبار الزوار", price: 20000, capacity: 10, sold: 8, perOrderLimit: 4 });
const kids = ticketType({ id: "kids", name: "أطفال", price: 0, capacity: 500, perOrderLimit: 50 });
const event = saleEvent([regular, vip, kids]);

const line = (lines: ReturnType<typeof saleLines>, id: string) => lines.find((candidate) => candidate.type.id === id)!;

describe("saleLines", () => {
  it("gives one line per type, in the event's order, with its quantity and total", () => {
    const lines = saleLines(event, { regular: 3, kids: 2 }, NOW, "cash");
    expect(lines.map((l) => [l.type.id, l.quantity, l.total])).toEqual([
      ["regular", 3, 15000],
      ["vip", 0, 0],
      ["kids", 2, 0],
    ]);
    expect(ticketsInSale(lines)).toBe(5);
    expect(saleTotal(lines)).toBe(15000);
  });

  it("costs nothing when the tickets are given away", () => {
    const lines = saleLines(event, { regular: 3, vip: 1 }, NOW, "complimentary");
    expect(lines.map((l) => l.total)).toEqual([0, 0, 0]);
    expect(saleTotal(lines)).toBe(0);
    expect(unitPrice(5000, "card")).toBe(5000);
  });

  it("bounds each stepper by the per-order limit and what is left", () => {
    const lines = saleLines(event, {}, NOW, "cash");
    expect(line(lines, "regular").max).toBe(6);
    expect(line(lines, "vip").max).toBe(2);
  });

  it("bounds the whole sale by MAX_TICKETS_PER_SALE, counting the other lines", () => {
    const lines = saleLines(event, { kids: MAX_TICKETS_PER_SALE - 4 }, NOW, "cash");
    expect(line(lines, "regular").max).toBe(4);
    // Its own tickets do not count against it.
    expect(line(lines, "kids").max).toBe(MAX_TICKETS_PER_SALE);
  });

  it("offers nothing of a type that is not on sale, and says why it is", () => {
    const early = ticketType({ id: "early", name: "مبكر", salesStart: at(NOW + HOUR) });
    const late = ticketType({ id: "late", name: "متأخر", salesEnd: at(NOW - HOUR) });
    const gone = ticketType({ id: "gone", name: "نافد", capacity: 5, sold: 5 });
    const lines = saleLines(saleEvent([early, late, gone]), {}, NOW, "cash");
    expect(lines.map((l) => [l.availability.state, l.max, l.problem])).toEqual([
      ["not_started", 0, undefined],
      ["ended", 0, undefined],
      ["sold_out", 0, undefined],
    ]);
  });

  it("flags a chosen quantity that can no longer be sold, with the function's own words", () => {
    const soldMeanwhile = saleEvent([{ ...vip, sold: 9 }]);
    expect(line(saleLines(soldMeanwhile, { vip: 2 }, NOW, "cash"), "vip").problem).toBe(
      ar.errors.notEnoughLeft("كبار الزوار", 1),
    );
    const closed = saleEvent([regular], { status: "closed" });
    expect(line(saleLines(closed, { regular: 1 }, NOW, "cash"), "regular").problem).toBe(ar.errors.eventNotOnSale);
    const ended = saleEvent([{ ...regular, salesEnd: at(NOW) }]);
    expect(line(saleLines(ended, { regular: 1 }, NOW, "cash"), "regular").problem).toBe(ar.errors.salesEnded("عادي"));
    const lowered = saleEvent([{ ...regular, perOrderLimit: 2 }]);
    expect(line(saleLines(lowered, { regular: 3 }, NOW, "cash"), "regular").problem).toBe(
      ar.errors.overPerOrderLimit("عادي", 2),
    );
    expect(line(saleLines(event, { regular: 6 }, NOW, "cash"), "regular").problem).toBeUndefined();
  });
});

describe("stepQuantity", () => {
  const lines = saleLines(event, { vip: 1 }, NOW, "cash");

  it("adds and removes one ticket, dropping lines that reach 0", () => {
    expect(stepQuantity({ vip: 1 }, line(lines, "regular"), 1)).toEqual({ vip: 1, regular: 1 });
    expect(stepQuantity({ vip: 1 }, line(lines, "vip"), 1)).toEqual({ vip: 2 });
    expect(stepQuantity({ vip: 1 }, line(lines, "vip"), -1)).toEqual({});
  });

  it("stops at the line's max and at 0", () => {
    const cart = { vip: 2 };
    expect(stepQuantity(cart, line(saleLines(event, cart, NOW, "cash"), "vip"), 1)).toBe(cart);
    expect(stepQuantity({}, line(lines, "regular"), -1)).toEqual({});
  });

  it("always lets a line that became too big come down", () => {
    const cart = { vip: 5 };
    const tooBig = line(saleLines(saleEvent([{ ...vip, sold: 9 }]), cart, NOW, "cash"), "vip");
    expect(tooBig.max).toBe(1);
    expect(stepQuantity(cart, tooBig, -1)).toEqual({ vip: 4 });
  });

  it("counts from the cart, which may be ahead of the rendered line", () => {
    expect(stepQuantity({ regular: 2 }, line(lines, "regular"), 1)).toEqual({ regular: 3 });
  });
});
