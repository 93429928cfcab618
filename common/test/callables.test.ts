// The callable schemas at the edges the web client reaches: optional fields
// sent as null or blank, and input that is not an object at all.
import { describe, expect, it } from "vitest";
import { ar, assignTicketInput, englishContentMessages, issueTicketsInput, orderEventOf, orderLinkPath, parseOrderLink, purchaseTicketsInput } from "../src/index.js";

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

  it("answers a phone in E.164, a local number read as one of the default country", () => {
    for (const phone of ["055 123 4567", "+966551234567", "٠٠٩٦٦٥٥١٢٣٤٥٦٧"]) {
      const parsed = issueTicketsInput.safeParse({ ...sale, buyer: { name: "سارة", phone } });
      expect(parsed.success && parsed.data.buyer.phone).toBe("+966551234567");
    }
    const guest = assignTicketInput.safeParse({ ticketId: "t1", holderName: "ليلى", holderPhone: "+20 10 1234 5678" });
    expect(guest.success && guest.data.holderPhone).toBe("+201012345678");
    // An Egyptian number typed locally is no Saudi number: the web sends it in E.164.
    expect(issueTicketsInput.safeParse({ ...sale, buyer: { name: "سارة", phone: "01012345678" } }).success).toBe(false);
  });
});

describe("input that is not an object", () => {
  it.each([null, undefined, "text", 5, []])("refuses %j with the Arabic invalid-input message", (value) => {
    expect(issueTicketsInput.safeParse(value).error?.issues[0]?.message).toBe(ar.errors.invalidArgument);
  });
});

describe("names and free text lose invisible characters", () => {
  // RLO makes "ليلى" + reversed Latin read as another name; ZWJ/ZWSP and LRI…PDI hide in plain sight.
  const spoofs = ["\u202Eليلى\u202C", "لي\u200Bلى", "ليلى\u2066\u2069", "\uFEFFليلى\u200D", "ل\u061Cيلى", "ليلى\u3164"];
  it.each(spoofs)("%j becomes the plain name", (name) => {
    const parsed = purchaseTicketsInput.parse({
      eventId: "e1",
      items: [{ ticketTypeId: "t1", quantity: 1 }],
      buyer: { name, phone: "0551234567" },
      requestId: "request-1",
    });
    expect(parsed.buyer.name).toBe("ليلى");
  });

  it("a name of invisible characters only is refused", () => {
    const outcome = assignTicketInput.safeParse({ ticketId: "t1", holderName: "\u200B\u202E\u2066" });
    expect(outcome.success).toBe(false);
  });
});

describe("the order's private link", () => {
  it("without its token (a payment provider's way back) takes it from this device", () => {
    const path = orderLinkPath({ orderId: "o1" });
    expect(path).toBe("/buy-tickets?order=o1");
    const url = new URL(path, "http://x");
    expect(parseOrderLink(url.search, url.hash)).toBeNull();
    expect(parseOrderLink(url.search, url.hash, (id) => (id === "o1" ? "tok" : undefined))).toEqual({ orderId: "o1", accessToken: "tok" });
    // The link's own token wins over the device's.
    expect(parseOrderLink("?order=o1", "#token=mine", () => "other")).toEqual({ orderId: "o1", accessToken: "mine" });
  });

  it("names its event for a shared link's preview, not as the checkout's query (whose code the shop's HTML would fetch)", () => {
    const path = orderLinkPath({ orderId: "o1", accessToken: "tok", eventId: "ev 1" });
    expect(path).toBe("/buy-tickets?order=o1&about=ev%201#token=tok");
    const url = new URL(path, "http://x");
    expect(orderEventOf(url.search)).toBe("ev 1");
    expect(new URLSearchParams(url.search).has("event")).toBe(false);
    expect(parseOrderLink(url.search, url.hash)).toEqual({ orderId: "o1", accessToken: "tok" });
    // Links from before it, and the way back from a payment, name none.
    expect(orderEventOf("?order=o1")).toBeNull();
  });
});

describe("the buyer's language", () => {
  const purchase = { eventId: "e1", items: [{ ticketTypeId: "t1", quantity: 1 }], buyer: { name: "ليلى" }, requestId: "request-1" };

  it("is English or Arabic, and absent when not given", () => {
    expect(purchaseTicketsInput.parse({ ...purchase, language: "en" }).language).toBe("en");
    expect(purchaseTicketsInput.parse({ ...purchase, language: "ar" }).language).toBe("ar");
    expect(purchaseTicketsInput.parse(purchase).language).toBeUndefined();
    // The callable protocol sends an undefined field as null.
    expect(purchaseTicketsInput.parse({ ...purchase, language: null }).language).toBeUndefined();
  });

  it.each(["fr", "EN", "", 1, "en-GB"])("refuses %j with a message naming the language", (language) => {
    const outcome = purchaseTicketsInput.safeParse({ ...purchase, language });
    expect(outcome.error?.issues[0]?.message).toBe(englishContentMessages.languageInvalid);
  });
});
