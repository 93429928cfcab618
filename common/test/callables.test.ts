// The callable schemas at the edges the web client reaches: optional fields
// sent as null or blank, and input that is not an object at all.
import { describe, expect, it } from "vitest";
import { ar, assignTicketInput, issueTicketsInput } from "../src/index.js";

const sale = {
  eventId: "e1",
  items: [{ ticketTypeId: "t1", quantity: 1 }],
  buyer: { name: "سارة" },
  payment: "cash",
  requestId: "request-0001",
};

describe("optional fields", () => {
  it("reads a phone sent as null (how the callable sends undefined) or blank as no phone", () => {
    for (const phone of [null, "", "   "]) {
      const parsed = issueTicketsInput.safeParse({ ...sale, buyer: { name: "سارة", phone } });
      expect(parsed.success && parsed.data.buyer.phone).toBeUndefined();
      const guest = assignTicketInput.safeParse({ ticketId: "t1", holderName: "ليلى", holderPhone: phone });
      expect(guest.success && guest.data.holderPhone).toBeUndefined();
    }
  });

  it("still refuses a phone that is not one", () => {
    const parsed = issueTicketsInput.safeParse({ ...sale, buyer: { name: "سارة", phone: "12ab" } });
    expect(parsed.error?.issues[0]?.message).toBe(ar.input.phone);
  });
});

describe("input that is not an object", () => {
  it.each([null, undefined, "text", 5, []])("refuses %j with the Arabic invalid-input message", (value) => {
    expect(issueTicketsInput.safeParse(value).error?.issues[0]?.message).toBe(ar.errors.invalidArgument);
  });
});
