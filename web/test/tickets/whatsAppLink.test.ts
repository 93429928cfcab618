import { formatGateCode, inDisplayLocale, formatOrderReference, gateCodeOf, whatsAppNumber } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { orderWhatsAppMessage, ticketWhatsAppMessage, whatsAppUrl, type WhatsAppOrder } from "../../src/lib/whatsAppLink";
import type { PrintableTicket } from "../../src/components/print/printableTicket";

const CODE = `bw1.k1.evt123.tkt456.0.${"Ab9-".repeat(21)}AA`;
const LTR = (text: string) => `\u2066${text}\u2069`;

const ticket: PrintableTicket = {
  ticketId: "tkt456",
  code: CODE,
  eventTitle: "حفل رأس السنة",
  venue: "القصر",
  startsAtMillis: Date.UTC(2026, 11, 31, 17), // 20:00 in Riyadh
  timeZone: "Asia/Riyadh",
  ticketTypeName: "VIP",
  holderName: "سارة أحمد",
  price: 15000,
  currency: "SAR",
  orderId: "ord1",
};

const order: WhatsAppOrder = {
  eventTitle: "حفل رأس السنة",
  venue: "القصر",
  startsAtMillis: Date.UTC(2026, 11, 31, 17),
  timeZone: "Asia/Riyadh",
  reference: "4Z02HD1S",
  ticketTypeNames: ["عادي", "VIP", "عادي"],
  link: "https://bawwaba.example/buy-tickets?order=ord1#token=tok1",
};

/** As the pages link to a stored phone: its international digits (whatsAppNumber). */
const shareUrl = (message: string, phone?: string) => whatsAppUrl(message, phone ? whatsAppNumber(phone) : null);

function textOf(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}

describe("whatsAppUrl", () => {
  const message = orderWhatsAppMessage(order);

  it("addresses a stored E.164 number, and an older local one with the default calling code", () => {
    expect(shareUrl(message, "+966501234567").startsWith("https://wa.me/966501234567?text=")).toBe(true);
    expect(shareUrl(message, "050 123 4567").startsWith("https://wa.me/966501234567?text=")).toBe(true);
  });

  it("accepts international and Arabic-Indic numbers", () => {
    expect(shareUrl(message, "+971 50 123 4567")).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(shareUrl(message, "٠٥٠١٢٣٤٥٦٧")).toMatch(/^https:\/\/wa\.me\/966501234567\?text=/);
  });

  it("lets the sender pick the chat without a valid phone", () => {
    expect(shareUrl(message)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareUrl(message, "not a phone")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareUrl(message, "")).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it("encodes the whole message so the URL survives Arabic, spaces, line breaks and the link's # and &", () => {
    const url = shareUrl(message, "0501234567");
    expect(url).not.toMatch(/[\s\u0600-\u06ff#]/);
    expect(textOf(url)).toBe(message);
  });
});

describe("orderWhatsAppMessage: one message for a whole order", () => {
  const lines = orderWhatsAppMessage(order).split("\n");
  const text = lines.join("\n");

  it("counts the tickets with the noun agreeing, then names the event, date, venue and reference", () => {
    expect(lines[0]).toContain("3 تذاكر");
    expect(text).toContain("حفل رأس السنة");
    expect(text).toContain("31 ديسمبر 2026");
    expect(text).toContain("8:00");
    expect(text).toContain("القصر");
    // Isolated left to right, so the Arabic line around it never reorders its groups.
    expect(text).toContain(`مرجع الطلب: ${LTR(formatOrderReference("4Z02HD1S"))}`);
  });

  it("says how many of each type, in the order sold", () => {
    expect(text).toContain("التذاكر: 2 × عادي، 1 × VIP");
  });

  it("puts the private link on a line of its own, and no ticket code", () => {
    expect(lines).toContain(order.link);
    expect(text).not.toContain("bw1.");
  });

  it("leaves the reference out for an order without one, and words one and two tickets", () => {
    expect(orderWhatsAppMessage({ ...order, reference: undefined })).not.toContain("مرجع الطلب");
    expect(orderWhatsAppMessage({ ...order, ticketTypeNames: ["VIP"] }).split("\n")[0]).toContain("تذكرة واحدة");
    expect(orderWhatsAppMessage({ ...order, ticketTypeNames: ["VIP", "VIP"] }).split("\n")[0]).toContain("تذكرتان");
  });
});

describe("ticketWhatsAppMessage: one ticket shared on its own", () => {
  it("names the event, date, venue, type and holder, and gives the gate code, not the 130-character code", () => {
    const text = ticketWhatsAppMessage(ticket);
    expect(text).toContain("حفل رأس السنة");
    expect(text).toContain("31 ديسمبر 2026");
    expect(text).toContain("VIP");
    expect(text).toContain("سارة أحمد");
    expect(text).toContain(`رمز الدخول: ${LTR(formatGateCode(gateCodeOf(CODE)!))}`);
    expect(text).not.toContain(CODE);
  });

  it("leaves out the holder line for an unnamed ticket and says when it is free", () => {
    const text = ticketWhatsAppMessage({ ...ticket, holderName: undefined, price: 0 });
    expect(text).not.toContain("حامل التذكرة");
    expect(text).toContain("مجانًا");
  });
});

describe("the messages' date", () => {
  // The Umm al-Qura date Intl gives for the event's day in its zone.
  const hijri = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(
    order.startsAtMillis,
  );

  it("gives the Hijri date after the Gregorian, each isolated, unless the organiser turned it off", () => {
    expect(orderWhatsAppMessage(order)).toContain(`\u2068${hijri}\u2069`);
    expect(ticketWhatsAppMessage(ticket)).toContain(`\u2068${hijri}\u2069`);
    expect(inDisplayLocale({ hijri: false }, () => orderWhatsAppMessage(order))).not.toContain(hijri);
  });
});
