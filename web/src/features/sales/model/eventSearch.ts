// Finding an event by what a seller types: any part of its title, venue or
// category, whatever the spelling of hamza, ta marbuta, alef maqsura or
// diacritics, and in Arabic or Latin digits.
import { ar, toLatinDigits, type EventDoc } from "@bawwaba/common";

/** From this many events on, the selling pages offer a search box. */
export const SEARCH_FROM_EVENTS = 6;

// Tashkeel, the superscript alef and tatweel: typed by some, never by others.
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

export function foldForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize("NFC")
    .replace(MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether every word of `query` is in the event's title, venue or category; an empty query matches all. */
export function matchesSearch(event: Pick<EventDoc, "title" | "venue" | "category">, query: string): boolean {
  const haystack = foldForSearch(`${event.title} ${event.venue} ${ar.categories[event.category]}`);
  return foldForSearch(query)
    .split(" ")
    .every((word) => haystack.includes(word));
}
