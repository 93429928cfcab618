// What the shop's served page says about itself in its head, for search
// engines and for the previews a messaging app draws of a shared link: the
// title and description, Open Graph and Twitter's card, the canonical
// address and the same page in the other language, and schema.org's
// structured data (an Event with its offers for a checkout, an ItemList of
// the events for the list). An order's page says only what any order's
// would, and the public facts of the event its link names: its link is
// private (docs/security.md), and the server never sees its token (it rides
// in the fragment).
import {
  arPublic,
  DEFAULT_TIME_ZONE,
  escapeHtml,
  eventTextIn,
  findCurrency,
  formatDateTime,
  formatMoney,
  inDisplayLocale,
  isoInTimeZone,
  LANGUAGES,
  minorToMajorString,
  pathInLanguage,
  scriptJson,
  SHOP_PATH,
  shopEventSearch,
  shopPagesMessages,
  ticketTypeNameIn,
  type CatalogueEvent,
  type CatalogueTicketType,
  type CurrencyCode,
  type Language,
} from "@bawwaba/common";

/** The branded preview image (web/public/og-image.png, drawn by scripts/make-icons.mjs): events have no picture of their own. */
export const PREVIEW_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** Open Graph's name of each language's locale. */
const OG_LOCALE: Record<Language, string> = { ar: "ar_SA", en: "en_US" };

/** Which page the head is for. */
export type ShopPageView =
  | { kind: "list"; events: CatalogueEvent[] }
  | { kind: "event"; event: CatalogueEvent }
  /** An event id the catalogue does not list: the list with the shop's "event gone" notice, not for indexing. */
  | { kind: "gone" }
  /** An order's private page: the same words for every order, naming the event its link names (never read from the order). */
  | { kind: "order"; event?: CatalogueEvent };

export interface ShopHeadRequest {
  view: ShopPageView;
  language: Language;
  /** The site's origin, for absolute addresses ("https://example.web.app"). */
  origin: string;
  now: number;
}

/** An event's route in the shop: "/buy-tickets?event=<id>". */
const eventRoute = (eventId: string) => `${SHOP_PATH}${shopEventSearch(eventId)}`;

const zoneOf = (event: CatalogueEvent) => event.timeZone ?? DEFAULT_TIME_ZONE;

/** The catalogue's currency code, when it is one the app knows (the events' schema says so). */
const currencyOf = (event: CatalogueEvent) => findCurrency(event.currency)?.code as CurrencyCode | undefined;

/** The lowest price of the event's types on show, formatted; undefined when it has none or an unknown currency. */
function fromPrice(event: CatalogueEvent): string | undefined {
  const currency = currencyOf(event);
  if (currency === undefined || event.ticketTypes.length === 0) return undefined;
  return formatMoney(Math.min(...event.ticketTypes.map((type) => type.price)), currency);
}

/** schema.org's availability of a type: what the shop would say of it now. */
function availabilityOf(type: CatalogueTicketType, now: number): string {
  if (type.salesStart !== undefined && now < type.salesStart) return "https://schema.org/PreSale";
  return type.remaining > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut";
}

/** The event's schema.org Event, with one Offer per ticket type on show. */
function eventData(event: CatalogueEvent, url: string, image: string, language: Language, now: number): object {
  const zone = zoneOf(event);
  const currency = currencyOf(event);
  const { title, description, venue } = eventTextIn(language, event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: title,
    ...(description === "" ? {} : { description }),
    startDate: isoInTimeZone(event.startsAt, zone),
    ...(event.endsAt === undefined ? {} : { endDate: isoInTimeZone(event.endsAt, zone) }),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: venue, address: venue },
    image: [image],
    url,
    inLanguage: language,
    offers: event.ticketTypes.map((type) => ({
      "@type": "Offer",
      name: ticketTypeNameIn(language, type),
      // A decimal in the currency's major units ("150.00"), as schema.org asks.
      price: currency === undefined ? String(type.price) : minorToMajorString(type.price, currency),
      priceCurrency: event.currency,
      availability: availabilityOf(type, now),
      url,
      ...(type.salesStart === undefined ? {} : { validFrom: isoInTimeZone(type.salesStart, zone) }),
      ...(type.salesEnd === undefined ? {} : { validThrough: isoInTimeZone(type.salesEnd, zone) }),
    })),
  };
}

/** The list's schema.org ItemList: each event's address and name, in the shop's order. */
function listData(events: CatalogueEvent[], origin: string, language: Language, url: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url,
    itemListElement: events.map((event, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${origin}${pathInLanguage(eventRoute(event.id), language)}`,
      name: eventTextIn(language, event).title,
    })),
  };
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's elements for `view`, as HTML, in `language` (its dates and prices too). */
export function shopHead({ view, language, origin, now }: ShopHeadRequest): string {
  return inDisplayLocale({ language }, () => {
    const route = view.kind === "event" ? eventRoute(view.event.id) : SHOP_PATH;
    const url = `${origin}${pathInLanguage(route, language)}`;
    const image = `${origin}${PREVIEW_IMAGE.path}`;
    const m = shopPagesMessages;
    let title = m.listTitle;
    let description = m.listDescription;
    if (view.kind === "event") {
      const words = eventTextIn(language, view.event);
      title = m.eventTitle(words.title);
      description = m.eventDescription(formatDateTime(view.event.startsAt, zoneOf(view.event)), words.venue, fromPrice(view.event));
    } else if (view.kind === "order" && view.event) {
      const words = eventTextIn(language, view.event);
      title = m.orderForEventTitle(words.title);
      description = m.orderForEventDescription(formatDateTime(view.event.startsAt, zoneOf(view.event)), words.venue);
    } else if (view.kind === "order") {
      title = m.orderTitle;
      description = m.orderDescription;
    }
    const indexed = view.kind === "list" || view.kind === "event";
    let data: object | undefined;
    if (view.kind === "event") data = eventData(view.event, url, image, language, now);
    else if (view.kind === "list") data = listData(view.events, origin, language, url);
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta("name", "description", description),
      ...(indexed ? [] : [meta("name", "robots", "noindex")]),
      // The same page in each language, and the Arabic one for any other.
      ...(indexed
        ? [
            `<link rel="canonical" href="${escapeHtml(url)}">`,
            ...LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${origin}${pathInLanguage(route, other)}`)}">`),
            `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${route}`)}">`,
          ]
        : []),
      meta("property", "og:type", view.kind === "event" ? "event" : "website"),
      meta("property", "og:site_name", arPublic.appName),
      meta("property", "og:title", title),
      meta("property", "og:description", description),
      meta("property", "og:url", view.kind === "order" ? `${origin}${pathInLanguage(SHOP_PATH, language)}` : url),
      meta("property", "og:image", image),
      meta("property", "og:image:width", String(PREVIEW_IMAGE.width)),
      meta("property", "og:image:height", String(PREVIEW_IMAGE.height)),
      meta("property", "og:image:alt", m.imageAlt),
      meta("property", "og:locale", OG_LOCALE[language]),
      ...LANGUAGES.filter((other) => other !== language).map((other) => meta("property", "og:locale:alternate", OG_LOCALE[other])),
      meta("name", "twitter:card", "summary_large_image"),
      meta("name", "twitter:title", title),
      meta("name", "twitter:description", description),
      meta("name", "twitter:image", image),
      ...(data === undefined ? [] : [`<script type="application/ld+json">${scriptJson(data)}</script>`]),
    ].join("");
  });
}
