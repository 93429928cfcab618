// An event's and a ticket type's words in the language of a page or a
// message (docs/product.md § Languages, dates and digits): the organiser
// writes them in Arabic and may add English ones (`titleEn`, `nameEn`, …);
// an English page shows the English where there is one and the Arabic
// otherwise, which it isolates (`<bdi>`, `dir="auto"`) so it reads right to
// left inside the English, and marks as Arabic (`lang`, langOfShown). Every
// public display of an event's or a type's words goes through these, whether
// it holds an event document, the catalogue's copy or an order's snapshot of
// them.
import { displayLocale, type Language } from "./locale.js";

/** A letter of the Arabic block: text that holds one is shown as Arabic (and the tests find Arabic on English pages with it). */
export const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * The `lang` of an element showing an organiser's (or a buyer's) words:
 * "ar" on an English page where they are Arabic (no English given), so that
 * screen readers and search engines read them as Arabic; none otherwise, the
 * page's own language holds.
 */
export function langOfShown(text: string): "ar" | undefined {
  return displayLocale().language === "en" && ARABIC_LETTER.test(text) ? "ar" : undefined;
}

/** An event's words: the document's fields, the catalogue's copy of them. */
export interface EventWords {
  title: string;
  titleEn?: string;
  description?: string;
  descriptionEn?: string;
  venue: string;
  venueEn?: string;
}

/** `english` on English pages when the organiser gave one, `arabic` otherwise. */
export function textIn(language: Language, arabic: string, english: string | undefined): string {
  return language === "en" && english ? english : arabic;
}

/** The event's title, description and venue as `language`'s pages show them. */
export function eventTextIn(language: Language, event: EventWords): { title: string; description: string; venue: string } {
  return {
    title: textIn(language, event.title, event.titleEn),
    description: textIn(language, event.description ?? "", event.descriptionEn),
    venue: textIn(language, event.venue, event.venueEn),
  };
}

/** A ticket type's name (a type, the catalogue's copy, or an order line: `ticketTypeName`/`ticketTypeNameEn`). */
export function ticketTypeNameIn(language: Language, type: { name: string; nameEn?: string }): string {
  return textIn(language, type.name, type.nameEn);
}

/** An order's (or a ticket's) snapshot of the event title. */
export function eventTitleIn(language: Language, sold: { eventTitle: string; eventTitleEn?: string }): string {
  return textIn(language, sold.eventTitle, sold.eventTitleEn);
}

/** An order line's snapshot of its type's name. */
export function soldTypeNameIn(language: Language, line: { ticketTypeName: string; ticketTypeNameEn?: string }): string {
  return textIn(language, line.ticketTypeName, line.ticketTypeNameEn);
}
