// The shop's page as the `shopPage` function serves it behind Hosting's
// /buy-tickets and /en/buy-tickets rewrites, read as a crawler or a
// messaging app's link preview reads it (plain HTTP, no script run): the
// events, an event's date and prices already in the HTML, with its title,
// description, previews, the page in each language and schema.org's data;
// an event the catalogue does not list answers 404 with the shop's notice
// and noindex; an order's link answers words that are no one's. The
// English pages say the same in English, with the organiser's English words.
import {
  ar,
  COLLECTIONS,
  formatDateTime,
  formatMoney,
  inDisplayLocale,
  orderLinkPath,
  SHOP_CATALOGUE_ELEMENT_ID,
  SHOP_PAGE_CACHE_CONTROL,
  shopPagesMessages,
  type Catalogue,
} from "@bawwaba/common";
import "@bawwaba/common/messages/en";
import { beforeAll, describe, expect, it } from "vitest";
import { adminDb, HOSTING_URL } from "../support/emulators";
import { createEventWithType, TEST_EVENT_ZONE } from "../support/salesFixtures";

const TITLE = "أمسية الصفحة المخدومة";
const VENUE = "مسرح الصفحة";
const TITLE_EN = "The Served Page Evening";
const VENUE_EN = "Page Theatre";
const STARTS_AT = Date.parse("2027-03-01T18:00:00Z");
const BUYER_NAME = "سلمى القحطاني";
const BUYER_PHONE = "+966501234567";

let onSale: { eventId: string; ticketTypeId: string };
let draft: { eventId: string };

beforeAll(async () => {
  onSale = await createEventWithType({ price: 15000, capacity: 40 }, { title: TITLE, venue: VENUE });
  const event = adminDb.collection(COLLECTIONS.events).doc(onSale.eventId);
  await event.update({ titleEn: TITLE_EN, venueEn: VENUE_EN });
  await event.collection(COLLECTIONS.ticketTypes).doc(onSale.ticketTypeId).update({ nameEn: "Standard" });
  draft = await createEventWithType({}, { status: "draft", title: "مسودة الصفحة المخدومة" });
});

const get = (path: string) => fetch(`${HOSTING_URL}${path}`);

/** The page's HTML once the function's catalogue holds the new event, named `title` (an instance keeps its copy one window). */
async function pageWithEvent(path: string, title = TITLE): Promise<{ response: Response; html: string }> {
  let answer: { response: Response; html: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await get(path);
        answer = { response, html: await response.text() };
        return answer.html.includes(title);
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
  return answer!;
}

/** The `content` of the head's `<meta property|name="key">`. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/** The page's JSON-LD objects. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}

const decode = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

describe("GET /buy-tickets?event=<id> through Hosting", () => {
  it("answers the event's checkout already drawn: its title, date, venue and price, and the catalogue it was drawn from", async () => {
    const { response, html } = await pageWithEvent(`/buy-tickets?event=${onSale.eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe(SHOP_PAGE_CACHE_CONTROL);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(TITLE);
    expect(root).toContain(VENUE);
    expect(root).toContain(formatDateTime(STARTS_AT, TEST_EVENT_ZONE));
    expect(root).toContain(formatMoney(15000, "SAR"));
    expect(root).toContain(`data-testid="qty-${onSale.ticketTypeId}"`);
    expect(root).not.toContain('data-testid="catalogue-loading"');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    const data = new RegExp(`<script type="application/json" id="${SHOP_CATALOGUE_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html);
    expect((JSON.parse(data![1]!) as Catalogue).events.map((event) => event.id)).toContain(onSale.eventId);
  });

  it("says what the page is in its head: title, description, Open Graph, Twitter's card, canonical, the other language, and a schema.org Event with its offers", async () => {
    const { html } = await pageWithEvent(`/buy-tickets?event=${onSale.eventId}`);
    const url = `${HOSTING_URL}/buy-tickets?event=${onSale.eventId}`;
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title).toContain(TITLE);
    const description = decode(metaOf(html, "description")!);
    expect(description).toContain(formatDateTime(STARTS_AT, TEST_EVENT_ZONE));
    expect(description).toContain(VENUE);
    expect(decode(metaOf(html, "og:title")!)).toBe(title);
    expect(decode(metaOf(html, "og:description")!)).toBe(description);
    expect(metaOf(html, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
    expect(metaOf(html, "og:url")).toBe(url);
    expect(metaOf(html, "og:type")).toBe("event");
    expect(metaOf(html, "og:locale")).toBe("ar_SA");
    expect(metaOf(html, "og:locale:alternate")).toBe("en_US");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${HOSTING_URL}/en/buy-tickets?event=${onSale.eventId}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    expect(html).not.toContain('name="robots"');
    // The head's own elements come before the body's, and the character set first.
    expect(html.indexOf("<meta charset")).toBeLessThan(html.indexOf("<title>"));

    expect(structuredData(html)).toEqual([
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "Event",
        name: TITLE,
        startDate: "2027-03-01T21:00+03:00",
        location: { "@type": "Place", name: VENUE, address: VENUE },
        url,
        offers: [
          {
            "@type": "Offer",
            name: "عادي",
            price: "150.00",
            priceCurrency: "SAR",
            availability: "https://schema.org/InStock",
            url,
          },
        ],
      }),
    ]);
    // The preview image is served, at the size previews take.
    const image = await get("/og-image.png");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("answers an event the catalogue does not list (a draft, no such event) with the shop's notice, 404 and noindex", async () => {
    for (const id of [draft.eventId, "no-such-event", "../../users"]) {
      const response = await get(`/buy-tickets?event=${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("x-robots-tag"), id).toBe("noindex");
      const html = await response.text();
      expect(html, id).toContain('<meta name="robots" content="noindex">');
      expect(html, id).toContain(ar.shopCheckout.eventGone);
      expect(html, id).not.toContain("مسودة الصفحة المخدومة");
      expect(html, id).not.toContain('rel="canonical"');
    }
  });
});

describe("GET /en/buy-tickets?event=<id> through Hosting", () => {
  it("answers the event's checkout in English, already drawn left to right: its English title, date, venue and price, and previews that say them", async () => {
    const { response, html } = await pageWithEvent(`/en/buy-tickets?event=${onSale.eventId}`, TITLE_EN);
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    const [date, price] = inDisplayLocale({ language: "en", digits: "latn" }, () => [formatDateTime(STARTS_AT, TEST_EVENT_ZONE), formatMoney(15000, "SAR")]);
    // The page as drawn, without the catalogue beside it (which holds the Arabic words too).
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf(`id="${SHOP_CATALOGUE_ELEMENT_ID}"`));
    for (const shown of [TITLE_EN, VENUE_EN, date!, price!, "Standard"]) expect(root).toContain(shown);
    expect(root).not.toContain(TITLE);
    const url = `${HOSTING_URL}/en/buy-tickets?event=${onSale.eventId}`;
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(title).toBe(`${TITLE_EN} | Bawwaba tickets`);
    const description = decode(metaOf(html, "og:description")!);
    expect(description).toBe(`${date} · ${VENUE_EN} · from ${price}`);
    expect(decode(metaOf(html, "og:title")!)).toBe(title);
    expect(metaOf(html, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
    expect(metaOf(html, "og:url")).toBe(url);
    expect(metaOf(html, "og:site_name")).toBe("Bawwaba");
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${HOSTING_URL}/buy-tickets?event=${onSale.eventId}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}">`);
    expect(structuredData(html)).toEqual([
      expect.objectContaining({ "@type": "Event", name: TITLE_EN, inLanguage: "en", location: { "@type": "Place", name: VENUE_EN, address: VENUE_EN }, url }),
    ]);
  });
});

describe("GET /buy-tickets and /en/buy-tickets through Hosting", () => {
  it("answers the list of events already drawn, with its head and a schema.org ItemList of the events", async () => {
    const { response, html } = await pageWithEvent("/buy-tickets");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(SHOP_PAGE_CACHE_CONTROL);
    expect(html).toContain(`data-testid="shop-event-${onSale.eventId}"`);
    expect(html).toContain(`<link rel="canonical" href="${HOSTING_URL}/buy-tickets">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${HOSTING_URL}/en/buy-tickets">`);
    expect(metaOf(html, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
    const [list] = structuredData(html);
    expect(list!["@type"]).toBe("ItemList");
    expect(list!.itemListElement).toContainEqual(
      expect.objectContaining({ "@type": "ListItem", url: `${HOSTING_URL}/buy-tickets?event=${onSale.eventId}`, name: TITLE }),
    );
  });

  it("answers a category's list (its chips' links) narrowed to it, and the whole list for a category the shop does not know", async () => {
    await pageWithEvent("/buy-tickets");
    const card = `data-testid="shop-event-${onSale.eventId}"`;
    // The event is a party's (createEventWithType's default).
    expect(await (await get("/buy-tickets?category=party")).text()).toContain(card);
    expect(await (await get("/buy-tickets?category=family")).text()).not.toContain(card);
    expect(await (await get("/buy-tickets?category=no-such-category")).text()).toContain(card);
  });

  it("draws the list at its own address, query and all, as the page's script takes it over: its language switch keeps a campaign's query", async () => {
    await pageWithEvent("/buy-tickets");
    const html = await (await get("/buy-tickets?from=whatsapp")).text();
    expect(html).toContain(`data-testid="shop-event-${onSale.eventId}"`);
    expect(html).toMatch(/<a [^>]*href="\/en\/buy-tickets\?from=whatsapp"[^>]*hrefLang="en"/);
  });

  it("answers the English page in English's language and direction, its own canonical and Open Graph locale", async () => {
    const { response, html } = await pageWithEvent("/en/buy-tickets");
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    expect(html).toContain(`<link rel="canonical" href="${HOSTING_URL}/en/buy-tickets">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${HOSTING_URL}/buy-tickets">`);
    expect(metaOf(html, "og:locale")).toBe("en_US");
    expect(metaOf(html, "og:locale:alternate")).toBe("ar_SA");
  });
});

describe("an order's link", () => {
  it("answers the same words for every order: none of the buyer's, whatever the order holds", async () => {
    const order = adminDb.collection(COLLECTIONS.orders).doc();
    await order.set({ eventId: onSale.eventId, buyer: { name: BUYER_NAME, phone: BUYER_PHONE }, status: "paid" });
    const response = await get(`/buy-tickets?order=${order.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    for (const personal of [BUYER_NAME, BUYER_PHONE, BUYER_PHONE.slice(4), order.id]) expect(html).not.toContain(personal);
    expect(decode(metaOf(html, "og:title")!)).toBe(shopPagesMessages.orderTitle);
    expect(decode(metaOf(html, "og:description")!)).toBe(shopPagesMessages.orderDescription);
    expect(metaOf(html, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
    // No event's data either: the order's page draws itself in the browser.
    expect(html).not.toContain(SHOP_CATALOGUE_ELEMENT_ID);
    expect(html).not.toContain(TITLE);

    // The English link: the same, in English.
    const english = await get(`/en/buy-tickets?order=${order.id}`);
    expect(english.status).toBe(200);
    expect(english.headers.get("x-robots-tag")).toBe("noindex");
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    for (const personal of [BUYER_NAME, BUYER_PHONE, BUYER_PHONE.slice(4), order.id, TITLE, TITLE_EN]) expect(englishHtml).not.toContain(personal);
    const [orderTitle, orderDescription] = inDisplayLocale({ language: "en" }, () => [shopPagesMessages.orderTitle, shopPagesMessages.orderDescription]);
    expect(decode(metaOf(englishHtml, "og:title")!)).toBe(orderTitle);
    expect(decode(metaOf(englishHtml, "og:description")!)).toBe(orderDescription);
    expect(orderTitle).not.toBe(shopPagesMessages.orderTitle);
    expect(metaOf(englishHtml, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
  });

  it("as the product shares it (naming its event) previews the event, from the catalogue, and none of the buyer's words", async () => {
    const order = adminDb.collection(COLLECTIONS.orders).doc();
    await order.set({ eventId: onSale.eventId, buyer: { name: BUYER_NAME, phone: BUYER_PHONE }, status: "paid" });
    const link = orderLinkPath({ orderId: order.id, accessToken: "a-token-no-server-sees", eventId: onSale.eventId });
    // The fragment stays in the browser: the server gets the path and query.
    const { response, html } = await pageWithEvent(link.slice(0, link.indexOf("#")));
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    for (const personal of [BUYER_NAME, BUYER_PHONE, BUYER_PHONE.slice(4), order.id]) expect(html).not.toContain(personal);
    const date = formatDateTime(STARTS_AT, TEST_EVENT_ZONE);
    expect(decode(metaOf(html, "og:title")!)).toBe(shopPagesMessages.orderForEventTitle(TITLE));
    expect(decode(metaOf(html, "og:description")!)).toBe(shopPagesMessages.orderForEventDescription(date, VENUE));
    expect(decode(metaOf(html, "twitter:title")!)).toBe(shopPagesMessages.orderForEventTitle(TITLE));
    expect(metaOf(html, "og:image")).toBe(`${HOSTING_URL}/og-image.png`);
    // The page itself is the order's, drawn in the browser: not the event's checkout, nor its data.
    expect(html).not.toContain(SHOP_CATALOGUE_ELEMENT_ID);

    // In English, with the organiser's English words.
    const { html: englishHtml } = await pageWithEvent(`/en${link.slice(0, link.indexOf("#"))}`, TITLE_EN);
    const [title, description] = inDisplayLocale({ language: "en" }, () => [
      shopPagesMessages.orderForEventTitle(TITLE_EN),
      shopPagesMessages.orderForEventDescription(formatDateTime(STARTS_AT, TEST_EVENT_ZONE), VENUE_EN),
    ]);
    expect(decode(metaOf(englishHtml, "og:title")!)).toBe(title);
    expect(decode(metaOf(englishHtml, "og:description")!)).toBe(description);
    for (const personal of [BUYER_NAME, BUYER_PHONE, order.id]) expect(englishHtml).not.toContain(personal);
  });

  it("naming an event the catalogue does not list previews no event", async () => {
    const response = await get(`/buy-tickets?order=some-order&about=${draft.eventId}`);
    const html = await response.text();
    expect(decode(metaOf(html, "og:title")!)).toBe(shopPagesMessages.orderTitle);
    expect(html).not.toContain("مسودة الصفحة المخدومة");
    const malformed = await get(`/buy-tickets?order=some-order&about=${encodeURIComponent("../../x")}`);
    expect(malformed.status).toBe(200);
    expect(decode(metaOf(await malformed.text(), "og:title")!)).toBe(shopPagesMessages.orderTitle);
  });
});
