// The buyer's e-mail once paid: the same facts as the order's page, and the
// link to the tax invoice's page when the order has one; in the organiser's
// display settings (the Hijri date beside the Gregorian, the digits).
import { ar, DEFAULT_DISPLAY_SETTINGS, formatOrderReference, type OrderDoc } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { confirmationMail } from "../../src/orders/confirmationMail.js";

const order = {
  eventId: "evt1",
  eventTitle: "حفل <رأس> السنة",
  reference: "4Z02HD1S",
  buyer: { name: "سارة", phone: "+966501234567", email: "sara@example.com" },
  items: [{ ticketTypeId: "vip", ticketTypeName: "VIP", quantity: 2, unitPrice: 15000 }],
  total: 30000,
  currency: "SAR",
} as unknown as OrderDoc;
const event = { startsAt: Timestamp.fromMillis(Date.UTC(2026, 11, 31, 17)), venue: "القصر & الحديقة", timeZone: "Asia/Riyadh" };
const LINK = "https://bawwaba.example/buy-tickets?order=ord1#token=tok1";
const INVOICE_LINK = "https://bawwaba.example/invoice?order=ord1#token=tok1";

describe("confirmationMail", () => {
  const mail = confirmationMail(order, event, LINK, undefined, DEFAULT_DISPLAY_SETTINGS);

  it("is addressed to the buyer, about the event", () => {
    expect(mail.to).toBe("sara@example.com");
    expect(mail.message.subject).toContain("حفل <رأس> السنة");
  });

  it("gives the date and time in the event's zone, the venue, the reference, what was bought and the private link", () => {
    const text = mail.message.text;
    expect(text).toContain("31 ديسمبر 2026");
    expect(text).toContain("8:00");
    expect(text).toContain("القصر & الحديقة");
    expect(text).toContain(`\u2066${formatOrderReference("4Z02HD1S")}\u2069`);
    expect(text).toContain("VIP × 2");
    expect(text.split("\n")).toContain(LINK);
  });

  it("escapes what the organiser and buyer typed in the HTML, and keeps the reference left to right", () => {
    const html = mail.message.html;
    expect(html).toContain("حفل &#60;رأس&#62; السنة");
    expect(html).toContain("القصر &#38; الحديقة");
    expect(html).not.toContain("<رأس>");
    expect(html).toContain(`<bdi dir="ltr">${formatOrderReference("4Z02HD1S")}</bdi>`);
    expect(html).toContain(`href="${LINK.replace(/&/g, "&#38;")}"`);
  });
});

describe("confirmationMail with a tax invoice", () => {
  const mail = confirmationMail(order, event, LINK, INVOICE_LINK, DEFAULT_DISPLAY_SETTINGS);

  it("ends with the invoice page's link under its line, after the tickets' link", () => {
    const lines = mail.message.text.split("\n");
    expect(lines.slice(-4)).toEqual([ar.paymentOutcomes.mail.link, LINK, ar.invoicePage.mailLink, INVOICE_LINK]);
    expect(mail.message.html).toContain(`<p><a href="${INVOICE_LINK.replace(/&/g, "&#38;")}">${ar.invoicePage.mailLink}</a></p>`);
  });

  it("has no invoice line without one", () => {
    const without = confirmationMail(order, event, LINK, undefined, DEFAULT_DISPLAY_SETTINGS);
    expect(without.message.text).not.toContain(ar.invoicePage.mailLink);
    expect(without.message.html).not.toContain("/invoice?");
  });
});

describe("confirmationMail in the organiser's display settings", () => {
  // The Umm al-Qura date Intl gives for the event's day in its zone.
  const umAlQura = (numbering: "latn" | "arab") =>
    new Intl.DateTimeFormat(`ar-u-nu-${numbering}`, { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(
      event.startsAt.toMillis(),
    );

  it("gives the Hijri date beside the Gregorian, isolated, unless the organiser turned it off", () => {
    const shown = confirmationMail(order, event, LINK, undefined, { digits: "latn", hijri: true });
    expect(umAlQura("latn")).toMatch(/1448 هـ$/);
    expect(shown.message.text).toContain(`\u2068${umAlQura("latn")}\u2069`);
    expect(shown.message.html).toContain(umAlQura("latn"));
    const off = confirmationMail(order, event, LINK, undefined, { digits: "latn", hijri: false });
    expect(off.message.text).not.toContain("هـ");
    expect(off.message.text).toContain("31 ديسمبر 2026");
  });

  it("writes dates and the total in Arabic-Indic digits when chosen, the reference and links in Western ones", () => {
    const mail = confirmationMail(order, event, LINK, INVOICE_LINK, { digits: "arab", hijri: true });
    const text = mail.message.text;
    expect(text).toContain("٣١ ديسمبر ٢٠٢٦");
    expect(text).toContain(umAlQura("arab"));
    expect(text).toContain("٣٠٠");
    expect(text).toContain(`\u2066${formatOrderReference("4Z02HD1S")}\u2069`);
    expect(text.split("\n")).toContain(LINK);
    // The functions' locale is back to the default after the mail is written.
    expect(confirmationMail(order, event, LINK, undefined, DEFAULT_DISPLAY_SETTINGS).message.text).toContain("31 ديسمبر 2026");
  });
});
