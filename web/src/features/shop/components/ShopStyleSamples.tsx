// The shop's views after its first one, the events' cards and an event's
// checkout, drawn with sample events at build time only, to collect their
// styles into the shop's HTML (web/build/prerender.tsx); never shown. Once a
// style is in the HTML, the browser's Emotion takes it as already inserted
// and does not compile it again (stylis, then cssjanus to flip it right to
// left) when the real cards or checkout appear: on a slow phone that
// compiling was most of the one long task in which the checkout appears
// (see docs/performance.md § Styles in the shop's HTML). A sample that
// drifts from the real views costs
// nothing but that head start: a style not collected is compiled as before.
import type { CatalogueEvent } from "@bawwaba/common";
import { toStoredEvent } from "../../../data/catalogue";
import { EventCheckout } from "./EventCheckout";
import { EventList } from "./EventList";

/** Fixed moments, so that every build collects the same styles. */
const SAMPLE_NOW = Date.UTC(2026, 0, 1, 9);
const SALES_OPEN_LATER = Date.UTC(2026, 0, 2, 9);

// Only the shapes matter (a style does not depend on the words), so the
// samples carry placeholders rather than words of the messages module.
const sampleEvent = (id: string, category: CatalogueEvent["category"], startsAt: number): CatalogueEvent => ({
  id,
  title: id,
  description: id,
  category,
  venue: id,
  startsAt,
  currency: "SAR",
  ticketTypes: [
    { id: "on-sale", name: "on-sale", price: 5000, perOrderLimit: 10, remaining: 100 },
    { id: "few-left", name: "few-left", price: 15000, perOrderLimit: 4, remaining: 3 },
    { id: "sold-out", name: "sold-out", price: 50000, perOrderLimit: 2, remaining: 0 },
    { id: "not-yet", name: "not-yet", price: 7000, perOrderLimit: 10, remaining: 50, salesStart: SALES_OPEN_LATER },
  ],
});

const SAMPLE_EVENTS = [
  sampleEvent("sample-1", "sport", Date.UTC(2026, 0, 11, 18)),
  sampleEvent("sample-2", "party", Date.UTC(2026, 0, 21, 18)),
].map(toStoredEvent);

export function ShopStyleSamples() {
  return (
    <>
      <EventList events={SAMPLE_EVENTS} now={SAMPLE_NOW} />
      <EventCheckout event={SAMPLE_EVENTS[0]} now={SAMPLE_NOW} onNotEnoughLeft={() => {}} />
    </>
  );
}
