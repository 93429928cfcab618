import { whatsAppNumber } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { whatsAppMessage, whatsAppUrl } from "../../src/lib/whatsAppLink";
import type { PrintableTicket } from "../../src/components/print/printableTicket";

const CODE = `bw1.k1.evt123.tkt456.0.${"A".repeat(86)}`;

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

/** As the pages link to a stored phone: its international digits (whatsAppNumber). */
const whatsAppShareUrl = (ticket: PrintableTicket, phone?: string) => whatsAppUrl(ticket, phone ? whatsAppNumber(phone) : null);

function textOf(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}

describe("whatsAppUrl", () => {
  it("addresses a stored E.164 number, and an older local one with the default calling code", () => {
    expect(whatsAppShareUrl(ticket, "+966501234567").startsWith("https://wa.me/966501234567?text=")).toBe(true);
    const url = whatsAppShareUrl(ticket, "050 123 4567");
    expect(url.startsWith("https://wa.me/966501234567?text=")).toBe(true);
  });

  it("accepts international and Arabic-Indic numbers", () => {
    expect(whatsAppShareUrl(ticket, "+971 50 123 4567")).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    expect(whatsAppShareUrl(ticket, "٠٥٠١٢٣٤٥٦٧")).toMatch(/^https:\/\/wa\.me\/966501234567\?text=/);
  });

  it("lets the sender pick the chat without a valid phone", () => {
    expect(whatsAppShareUrl(ticket)).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsAppShareUrl(ticket, "not a phone")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsAppShareUrl(ticket, "")).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it("encodes the whole message so the URL survives Arabic, spaces and line breaks", () => {
    const url = whatsAppShareUrl(ticket, "0501234567");
    expect(url).not.toMatch(/[\s\u0600-\u06ff]/);
    expect(textOf(url)).toBe(whatsAppMessage(ticket));
  });

  it("names the event, date, venue, type, holder and puts the code on its own line", () => {
    const lines = textOf(whatsAppShareUrl(ticket)).split("\n");
    const text = lines.join("\n");
    expect(text).toContain("حفل رأس السنة");
    expect(text).toContain("31 ديسمبر 2026");
    expect(text).toContain("8:00");
    expect(text).toContain("القصر");
    expect(text).toContain("VIP");
    expect(text).toContain("سارة أحمد");
    expect(lines).toContain(CODE);
  });

  it("leaves out the holder line for an unnamed ticket and says when it is free", () => {
    const text = whatsAppMessage({ ...ticket, holderName: undefined, price: 0 });
    expect(text).not.toContain("حامل التذكرة");
    expect(text).toContain("مجانًا");
  });
});
