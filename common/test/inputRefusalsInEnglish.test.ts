// A buyer's input is refused in the page's language (docs/product.md
// § Languages, dates and digits): the schemas the shop checks its form with,
// and the functions their input with, word each refusal when it is made, not
// when the module is loaded (an English page, or a function answering an
// English buyer, must not get the Arabic words read at start).
import { describe, expect, it } from "vitest";
import "../src/messages/compiled/en/index.js";
import { firstIssueMessage, purchaseTicketsInput } from "../src/callables.js";
import { inDisplayLocale } from "../src/locale.js";
import { checkPromoCodeInput } from "../src/promoCodeSchemas.js";
import { joinWaitingListInput } from "../src/waitingListSchemas.js";
import type { z } from "zod/mini";

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const EVENT = "event1";

function refusal(schema: z.ZodMiniType, input: unknown, language: "ar" | "en"): string {
  return inDisplayLocale({ language }, () => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error("accepted");
    return firstIssueMessage(result.error);
  });
}

const purchases: [string, unknown][] = [
  ["no name", { eventId: EVENT, items: [{ ticketTypeId: "t1", quantity: 1 }], buyer: { name: "" } }],
  ["a bad e-mail", { eventId: EVENT, items: [{ ticketTypeId: "t1", quantity: 1 }], buyer: { name: "Sam", email: "sam@" } }],
  ["no tickets", { eventId: EVENT, items: [], buyer: { name: "Sam" } }],
  ["a quantity of 0", { eventId: EVENT, items: [{ ticketTypeId: "t1", quantity: 0 }], buyer: { name: "Sam" } }],
  ["a malformed promo code", { eventId: EVENT, items: [{ ticketTypeId: "t1", quantity: 1 }], buyer: { name: "Sam" }, promoCode: "!!" }],
];

describe("a buyer's input refused in the page's language", () => {
  it.each(purchases)("a purchase with %s: English on an English page, Arabic on an Arabic one", (_, input) => {
    const english = refusal(purchaseTicketsInput, { requestId: "request-0001", ...(input as object) }, "en");
    expect(english).not.toMatch(ARABIC_LETTER);
    expect(english.length).toBeGreaterThan(0);
    expect(refusal(purchaseTicketsInput, { requestId: "request-0001", ...(input as object) }, "ar")).toMatch(ARABIC_LETTER);
  });

  it("joining a waiting list without a name, and a promo code in a bad shape", () => {
    const join = { eventId: EVENT, ticketTypeId: "t1", quantity: 1, name: " " };
    expect(refusal(joinWaitingListInput, join, "en")).not.toMatch(ARABIC_LETTER);
    expect(refusal(joinWaitingListInput, join, "ar")).toMatch(ARABIC_LETTER);
    expect(refusal(checkPromoCodeInput, { eventId: EVENT, code: "!!" }, "en")).not.toMatch(ARABIC_LETTER);
    expect(refusal(checkPromoCodeInput, { eventId: EVENT, code: "!!" }, "ar")).toMatch(ARABIC_LETTER);
  });
});
