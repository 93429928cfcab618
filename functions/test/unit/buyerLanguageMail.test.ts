// The buyer's messages follow the language they bought or joined in (the
// order's or the entry's `language`): written within that display locale
// (its words and dates), with the event's and types' English names where the
// organiser gave them, and links to the pages in that language.
import { DEFAULT_DISPLAY_SETTINGS, displayLocale, type OrderDoc } from "@bawwaba/common";
import "@bawwaba/common/messages/en";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { confirmationMail } from "../../src/orders/confirmationMail.js";
import { invoiceLinkOf, privateLinkOf, returnLinkOf } from "../../src/orders/onlineOrder.js";
import { offerMail } from "../../src/waitingList/offerMail.js";

const order = {
  eventId: "evt1",
  eventTitle: "حفل رأس السنة",
  eventTitleEn: "New Year's Eve",
  reference: "4Z02HD1S",
  buyer: { name: "Sara", phone: "+966501234567", email: "sara@example.com" },
  items: [
    { ticketTypeId: "vip", ticketTypeName: "كبار الشخصيات", ticketTypeNameEn: "VIP", quantity: 2, unitPrice: 15000 },
    { ticketTypeId: "std", ticketTypeName: "عادي", quantity: 1, unitPrice: 5000 },
  ],
  total: 35000,
  currency: "SAR",
  shopOrigin: "https://bawwaba.example",
} as unknown as OrderDoc;
const event = { startsAt: Timestamp.fromMillis(Date.UTC(2026, 11, 31, 17)), venue: "القصر", venueEn: "The Palace", timeZone: "Asia/Riyadh" };

describe("the order's links", () => {
  it("open the pages in the buyer's language", () => {
    const english = { ...order, language: "en" as const };
    // The private link names the order's event, for the preview of the link the buyer shares (docs/contracts.md "Order links").
    expect(privateLinkOf(english, "ord1", "tok1")).toBe("https://bawwaba.example/en/buy-tickets?order=ord1&about=evt1#token=tok1");
    expect(invoiceLinkOf(english, "ord1", "tok1")).toMatch(/^https:\/\/bawwaba\.example\/en\/invoice\?order=ord1/);
    expect(returnLinkOf(english, "ord1")).toBe("https://bawwaba.example/en/buy-tickets?order=ord1&about=evt1");
    // Arabic, and orders from before the language was kept, open the Arabic pages.
    expect(privateLinkOf({ ...order, language: "ar" }, "ord1", "tok1")).toBe("https://bawwaba.example/buy-tickets?order=ord1&about=evt1#token=tok1");
    expect(privateLinkOf(order, "ord1", "tok1")).toBe("https://bawwaba.example/buy-tickets?order=ord1&about=evt1#token=tok1");
  });
});

describe("the confirmation e-mail", () => {
  it("of an order bought in English is written in English: its dates, names and direction", () => {
    const mail = confirmationMail({ ...order, language: "en" }, event, "https://bawwaba.example/en/buy-tickets?order=o#token=t", undefined, DEFAULT_DISPLAY_SETTINGS);
    expect(mail.message.text).toContain("December 31, 2026");
    expect(mail.message.subject).toContain("New Year's Eve");
    expect(mail.message.text).toContain("The Palace");
    expect(mail.message.text).toContain("VIP × 2");
    // A type without an English name keeps its Arabic one, isolated in the HTML.
    expect(mail.message.text).toContain("عادي × 1");
    expect(mail.message.html).toContain('<div dir="ltr" lang="en">');
    expect(mail.message.html).toContain('<li dir="auto">عادي × 1</li>');
    expect(mail.message.text.split("\n")[0]).toBe("Hello Sara,");
  });

  it("of an order bought in Arabic (or before the language was kept) is in Arabic, with the Arabic names", () => {
    for (const arabic of [{ ...order, language: "ar" as const }, order]) {
      const mail = confirmationMail(arabic, event, "https://bawwaba.example/buy-tickets?order=o#token=t", undefined, DEFAULT_DISPLAY_SETTINGS);
      expect(mail.message.text).toContain("31 ديسمبر 2026");
      expect(mail.message.subject).toContain("حفل رأس السنة");
      expect(mail.message.text).toContain("كبار الشخصيات × 2");
      expect(mail.message.html).toContain('<div dir="rtl" lang="ar">');
    }
  });

  it("leaves the display locale as it found it", () => {
    const before = displayLocale();
    confirmationMail({ ...order, language: "en" }, event, "x", undefined, DEFAULT_DISPLAY_SETTINGS);
    expect(displayLocale()).toEqual(before);
  });
});

describe("the waiting-list offer's e-mail", () => {
  const facts = {
    to: "sara@example.com",
    name: "Sara",
    event: { title: "حفل رأس السنة", titleEn: "New Year's Eve", venue: "القصر", timeZone: "Asia/Riyadh" },
    type: { name: "كبار الشخصيات", nameEn: "VIP" },
    quantity: 2,
    expiresAt: Date.UTC(2026, 11, 30, 17),
    link: "https://bawwaba.example/en/buy-tickets/evt1?offer=o1",
  };

  it("to an entry that joined in English is in English", () => {
    const mail = offerMail({ ...facts, language: "en" });
    expect(mail.message.text.split("\n")[0]).toBe("Hello Sara,");
    expect(mail.message.text).toContain("December 30, 2026");
    expect(mail.message.subject).toContain("New Year's Eve");
    expect(mail.message.text).toContain("VIP");
    expect(mail.message.html).toContain('<div dir="ltr" lang="en">');
  });

  it("to one that joined in Arabic is in Arabic", () => {
    const mail = offerMail({ ...facts, language: "ar" });
    expect(mail.message.text).toContain("30 ديسمبر 2026");
    expect(mail.message.text).toContain("كبار الشخصيات");
    expect(mail.message.subject).toContain("حفل رأس السنة");
  });
});
