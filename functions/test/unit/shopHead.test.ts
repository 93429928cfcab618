// The shop page's head (functions/src/catalogue/shopPage/head.ts): an event's
// words, typed by staff, stay text in every element and attribute, and in
// the structured data's <script>; an order's page says nothing of its order;
// the English page says the event in the organiser's English words.
import type { CatalogueEvent } from "@bawwaba/common";
import "@bawwaba/common/messages/en";
import { describe, expect, it } from "vitest";
import { shopHead } from "../../src/catalogue/shopPage/head.js";

const HOSTILE = `"><script>alert(1)</script><meta name="x`;

const event: CatalogueEvent = {
  id: "evt1",
  title: HOSTILE,
  description: `</script><script>alert(2)</script>`,
  category: "party",
  venue: `مسرح "المدينة" & <الحديقة>`,
  startsAt: Date.parse("2027-03-01T18:00:00Z"),
  endsAt: Date.parse("2027-03-01T21:00:00Z"),
  currency: "KWD",
  timeZone: "Asia/Kuwait",
  ticketTypes: [
    { id: "a", name: "عادي", price: 12500, perOrderLimit: 4, remaining: 0 },
    { id: "b", name: "كبار الشخصيات", price: 40000, perOrderLimit: 2, remaining: 3, salesStart: Date.parse("2027-02-01T09:00:00Z") },
  ],
};

const head = (view: Parameters<typeof shopHead>[0]["view"], language: "ar" | "en" = "ar") =>
  shopHead({ view, language, origin: "https://demo-bawwaba.web.app", now: Date.parse("2027-01-01T00:00:00Z") });

describe("the shop page's head", () => {
  it("keeps an event's words as text: no element or script of theirs", () => {
    const html = head({ kind: "event", event });
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain('<meta name="x');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    const data = JSON.parse(json) as { name: string; description: string; endDate: string; offers: { price: string; availability: string; validFrom?: string }[] };
    expect(data.name).toBe(HOSTILE);
    expect(data.description).toBe(event.description);
    expect(data.endDate).toBe("2027-03-02T00:00+03:00");
    // Three-decimal dinars; sold out, and on sale from a date to come.
    expect(data.offers.map(({ price, availability, validFrom }) => ({ price, availability, validFrom }))).toEqual([
      { price: "12.500", availability: "https://schema.org/SoldOut", validFrom: undefined },
      { price: "40.000", availability: "https://schema.org/PreSale", validFrom: "2027-02-01T12:00+03:00" },
    ]);
  });

  it("gives an order's page the same words as any order's, an address without the order, and noindex", () => {
    const html = head({ kind: "order" });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta property="og:url" content="https://demo-bawwaba.web.app/buy-tickets">');
    expect(html).not.toContain("ld+json");
    expect(html).not.toContain("canonical");
  });

  it("names the English page's own address and locale, and the Arabic one as the default", () => {
    const html = head({ kind: "event", event }, "en");
    expect(html).toContain('<link rel="canonical" href="https://demo-bawwaba.web.app/en/buy-tickets?event=evt1">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://demo-bawwaba.web.app/buy-tickets?event=evt1">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="ar_SA">');
  });

  it("says an event in the page's language: the organiser's English words on the English page, the Arabic on the Arabic one", () => {
    const worded: CatalogueEvent = {
      ...event,
      title: "ليلة العود",
      titleEn: "Oud Night",
      venue: "مسرح المدينة",
      venueEn: "City Theatre",
      ticketTypes: [{ ...event.ticketTypes[0]!, nameEn: "Standard" }],
    };
    const english = head({ kind: "event", event: worded }, "en");
    expect(english).toContain("<title>Oud Night | Bawwaba tickets</title>");
    expect(english).toMatch(/<meta property="og:description" content="[^"]*City Theatre · from [^"]*KWD[^"]*">/);
    const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(english)![1]!) as { name: string; location: { name: string }; offers: { name: string }[] };
    expect([data.name, data.location.name, data.offers[0]!.name]).toEqual(["Oud Night", "City Theatre", "Standard"]);
    const arabic = head({ kind: "event", event: worded });
    expect(arabic).toContain("<title>ليلة العود | تذاكر بوّابة</title>");
    expect(arabic).not.toContain("Oud Night");
  });
});
