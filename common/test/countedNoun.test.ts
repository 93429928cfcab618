import { describe, expect, it } from "vitest";
import { ar } from "../src/messages/ar.js";
import { scanNoun } from "../src/messages/checkin.js";
import { countOf } from "../src/messages/countedNoun.js";
import { eventNoun } from "../src/messages/eventsAdmin.js";
import { orderNoun } from "../src/messages/salesEditor.js";
import { minuteNoun } from "../src/messages/shop.js";
import { personNoun } from "../src/messages/staff.js";
import { ticketNoun } from "../src/messages/tickets.js";

const NOUNS = { ticket: ticketNoun, order: orderNoun, minute: minuteNoun, scan: scanNoun, event: eventNoun, person: personNoun };

/** The form Arabic grammar asks for after `count`, worked out from the number itself. */
function expectedForm(count: number): "one" | "two" | "few" | "many" | "other" {
  if (count === 1) return "one";
  if (count === 2) return "two";
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11 && lastTwo <= 99) return "many";
  return "other";
}

describe("countOf: one rule for every counted noun", () => {
  for (const [name, noun] of Object.entries(NOUNS)) {
    it(`gives «${name}» the form its number asks for, from 0 to 120`, () => {
      for (let count = 0; count <= 120; count++) {
        const form = expectedForm(count);
        const expected = form === "one" || form === "two" ? noun[form] : `${count} ${noun[form]}`;
        expect(countOf(count, noun), String(count)).toBe(expected);
      }
    });
  }

  it.each([
    [0, "0 طلب"],
    [1, "طلب واحد"],
    [2, "طلبان"],
    [3, "3 طلبات"],
    [10, "10 طلبات"],
    [11, "11 طلبًا"],
    [20, "20 طلبًا"],
    [99, "99 طلبًا"],
    [100, "100 طلب"],
    [102, "102 طلب"],
    [103, "103 طلبات"],
    [111, "111 طلبًا"],
  ])("orders: %i → %s", (count, text) => {
    expect(countOf(count, orderNoun)).toBe(text);
  });

  it("is what the pages say: the sales editor's orders, the staff list, the gate's scans, the hold's minutes", () => {
    expect(ar.salesEditor.search.loaded(20)).toBe("المعروض: 20 طلبًا");
    expect(ar.checkin.sync.queued(11)).toContain("11 عملية مسح");
    expect(ar.shop.order.holdLeft(15)).toContain("15 دقيقة");
  });
});
