// The buyer's language against the emulators: purchaseTickets keeps the
// language the buyer bought in on the order (a language the product does not
// speak is refused, and nothing is written), and the e-mail to them is
// written in it, with the event's English words and links to the English
// pages. The catalogue carries the English words the organiser gave. The
// shop's callables word their refusals in the language the page names
// (Accept-Language), Arabic when it names none.
import { ARABIC_LETTER, CALLABLES, COLLECTIONS, type PurchaseTicketsResult } from "@bawwaba/common";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueService } from "../../functions/src/catalogue/catalogue";
import { callerWithRole, callOk, type Caller } from "../support/callables";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { newBuyer, orderOf, purchase } from "../support/payments";
import { countWhere, createEventWithType, inventoryTotalsOf } from "../support/salesFixtures";

beforeAll(publishLocalSigningKey);

/** A published, free event (its order is paid and e-mailed at once) with English words. */
async function englishEvent() {
  const created = await createEventWithType({ price: 0, capacity: 10 }, { title: "حفل اللغتين", venue: "مسرح المدينة" });
  const eventRef = adminDb.collection(COLLECTIONS.events).doc(created.eventId);
  await eventRef.update({ titleEn: "Two-language concert", descriptionEn: "An evening in two languages", venueEn: "City Theatre" });
  await eventRef.collection(COLLECTIONS.ticketTypes).doc(created.ticketTypeId).update({ nameEn: "Standard" });
  return created;
}

describe("the buyer's language", () => {
  let event: { eventId: string; ticketTypeId: string };
  beforeAll(async () => {
    event = await englishEvent();
  });

  it("an order made in English keeps it, with the English names, and its e-mail is written in English", async () => {
    const buyer = await newBuyer();
    const answer = await callOk<PurchaseTicketsResult>(
      buyer,
      CALLABLES.purchaseTickets,
      purchase(event.eventId, event.ticketTypeId, 2, { buyer: { name: "Sara", email: "sara@example.com" }, language: "en" }),
    );
    expect(answer.status).toBe("paid");
    const order = await orderOf(answer.orderId);
    expect(order).toMatchObject({ language: "en", eventTitle: "حفل اللغتين", eventTitleEn: "Two-language concert" });
    expect(order.items[0]).toMatchObject({ ticketTypeName: "عادي", ticketTypeNameEn: "Standard" });

    const mail = (await adminDb.collection(COLLECTIONS.mail).doc(`order-${answer.orderId}`).get()).data()!;
    expect(mail.message.text).toContain(`/en/buy-tickets?order=${answer.orderId}&about=${event.eventId}#token=${answer.accessToken}`);
    // Dates follow the display locale the e-mail was written in (the event starts on 1 March 2027).
    expect(mail.message.text).toContain("March 1, 2027");
    expect(mail.message.subject).toContain("Two-language concert");
    expect(mail.message.text).toContain("City Theatre");
    expect(mail.message.text).toContain("Standard × 2");
    expect(mail.message.html).toContain('lang="en"');
    // The words are the English catalogs' (registered by the functions as they start).
    expect(mail.message.text.split("\n")[0]).toBe("Hello Sara,");
  });

  it("an order made without a language is Arabic, as before", async () => {
    const buyer = await newBuyer();
    const answer = await callOk<PurchaseTicketsResult>(
      buyer,
      CALLABLES.purchaseTickets,
      purchase(event.eventId, event.ticketTypeId, 1, { buyer: { name: "سارة", email: "sara.ar@example.com" } }),
    );
    expect((await orderOf(answer.orderId)).language).toBe("ar");
    const mail = (await adminDb.collection(COLLECTIONS.mail).doc(`order-${answer.orderId}`).get()).data()!;
    expect(mail.message.text).toMatch(new RegExp(`https?://[^/]+/buy-tickets\\?order=${answer.orderId}`));
    expect(mail.message.text).toContain("مارس");
    expect(mail.message.subject).toContain("حفل اللغتين");
  });

  it.each(["fr", "EN", 3])("a purchase in language %j is refused with invalid-argument, and nothing is written", async (language) => {
    const fresh = await englishEvent();
    const buyer = await newBuyer();
    const outcome = await buyer.call(CALLABLES.purchaseTickets, { ...purchase(fresh.eventId, fresh.ticketTypeId), language });
    expect(outcome.ok ? "ok" : outcome.code).toBe("invalid-argument");
    expect(outcome.ok || /[\u0600-\u06FF]/.test(outcome.message)).toBe(true);
    expect(await countWhere(COLLECTIONS.orders, "eventId", fresh.eventId)).toBe(0);
    expect((await inventoryTotalsOf(fresh.eventId, fresh.ticketTypeId)).sold).toBe(0);
  });

  it("the catalogue carries the English words", async () => {
    const listed = await catalogueService(adminDb, { memoMs: 0 }).event(event.eventId);
    expect(listed).toMatchObject({
      title: "حفل اللغتين",
      titleEn: "Two-language concert",
      descriptionEn: "An evening in two languages",
      venueEn: "City Theatre",
      ticketTypes: [{ name: "عادي", nameEn: "Standard" }],
    });
  });

  describe("the shop's refusals in the page's language", () => {
    /** A refusal's code and message, asked in `language`. */
    async function refused(caller: Caller, name: string, data: unknown, language?: string) {
      const outcome = await caller.call(name, data, { language });
      if (outcome.ok) throw new Error(`${name} was not refused`);
      return outcome;
    }
    const absentOrder = { orderId: "noSuchOrder000000001", accessToken: randomBytes(24).toString("base64url") };

    it.each([
      ["a purchase without the buyer's name", CALLABLES.purchaseTickets, () => purchase(event.eventId, event.ticketTypeId, 1, { buyer: { name: " " } })],
      ["a purchase over the type's limit per order", CALLABLES.purchaseTickets, () => purchase(event.eventId, event.ticketTypeId, 11)],
      ["an order's page with a wrong link", CALLABLES.getOrderTickets, () => absentOrder],
      ["an unknown promo code", CALLABLES.checkPromoCode, () => ({ eventId: event.eventId, code: "NOSUCHCODE" })],
    ])("%s: English for an English page, Arabic for an Arabic one or none", async (_, name, data) => {
      const buyer = await newBuyer();
      const english = await refused(buyer, name, data(), "en");
      expect(english.message).not.toMatch(ARABIC_LETTER);
      const arabic = await refused(buyer, name, data(), "ar");
      expect(arabic.code).toBe(english.code);
      expect(arabic.message).toMatch(ARABIC_LETTER);
      expect((await refused(buyer, name, data())).message).toBe(arabic.message);
    });

    it("a buyer who has not verified their phone is told so in English", async () => {
      const visitor = await callerWithRole(null);
      const english = await refused(visitor, CALLABLES.purchaseTickets, purchase(event.eventId, event.ticketTypeId), "en");
      expect(english.code).toBe("unauthenticated");
      expect(english.message).toMatch(/^Verify your mobile number/);
    });
  });
});
