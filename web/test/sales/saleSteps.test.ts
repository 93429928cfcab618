import { describe, expect, it } from "vitest";
import { eventStepSearch, saleStepSearch, saleStepOf } from "../../src/features/sales/model/saleSteps";

describe("saleStepOf", () => {
  it("reads each step from its URL, a sale before an event", () => {
    expect(saleStepOf(new URLSearchParams(""))).toEqual({ step: "events" });
    expect(saleStepOf(new URLSearchParams(eventStepSearch("evt 1")))).toEqual({ step: "event", eventId: "evt 1" });
    expect(saleStepOf(new URLSearchParams(saleStepSearch("order-1")))).toEqual({ step: "sale", orderId: "order-1" });
    expect(saleStepOf(new URLSearchParams("?event=e1&sale=o1"))).toEqual({ step: "sale", orderId: "o1" });
  });
});
