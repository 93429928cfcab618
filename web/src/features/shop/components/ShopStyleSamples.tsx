// The shop's views after its first one, the events' cards and an event's
// checkout, drawn with sample events at build time only, to collect their
// styles into the shop's HTML (web/src/prerender.tsx); never shown. Once a
// style is in the HTML, the browser's Emotion takes it as already inserted
// and does not compile it again (stylis, then cssjanus to flip it right to
// left) when the real cards or checkout appear: on a slow phone that
// compiling was most of the one long task in which the checkout appears
// (docs/benchmarks.md). A sample that drifts from the real views costs
// nothing but that head start: a style not collected is compiled as before.
import type { CatalogueEvent } from "@bawwaba/common";
import { toStoredEvent } from "../../../data/catalogue";
import { EventCheckout } from "./EventCheckout";
import { EventList } from "./EventList";

/** A fixed moment, so that every build collects the same styles. */
const SAMPLE_NOW = Date.UTC(2026, 0, 1, 9);
const DAY_MS = 24 * 60 * 60 * 1000;

const sampleEvent = (id: string, category: CatalogueEvent["category"], startsInDays: number): CatalogueEvent => ({
  id,
  title: "فعالية",
  description: "وصف الفعالية",
  category,
  venue: "المكان",
  startsAt: SAMPLE_NOW + startsInDays * DAY_MS,
  currency: "SAR",
  ticketTypes: [
    { id: "on-sale", name: "عادية", price: 5000, perOrderLimit: 10, remaining: 100 },
    { id: "few-left", name: "مميزة", price: 15000, perOrderLimit: 4, remaining: 3 },
    { id: "sold-out", name: "كبار الشخصيات", price: 50000, perOrderLimit: 2, remaining: 0 },
    { id: "not-yet", name: "متأخرة", price: 7000, perOrderLimit: 10, remaining: 50, salesStart: SAMPLE_NOW + DAY_MS },
  ],
});

const SAMPLE_EVENTS = [sampleEvent("sample-1", "sport", 10), sampleEvent("sample-2", "party", 20)].map(toStoredEvent);

export function ShopStyleSamples() {
  return (
    <>
      <EventList events={SAMPLE_EVENTS} now={SAMPLE_NOW} />
      <EventCheckout event={SAMPLE_EVENTS[0]} now={SAMPLE_NOW} onNotEnoughLeft={() => {}} />
    </>
  );
}
