// Finding an event by what a seller types: any part of its title, venue or
// category (folded as in common/src/search.ts).
import { arPublic, type EventDoc } from "@bawwaba/common";
import { foldForSearch } from "@bawwaba/common";

/** From this many events on, the selling pages offer a search box. */
export const SEARCH_FROM_EVENTS = 6;

/** Whether every word of `query` is in the event's title, venue or category; an empty query matches all. */
export function matchesSearch(event: Pick<EventDoc, "title" | "venue" | "category">, query: string): boolean {
  const haystack = foldForSearch(`${event.title} ${event.venue} ${arPublic.categories[event.category]}`);
  return foldForSearch(query)
    .split(" ")
    .every((word) => haystack.includes(word));
}
