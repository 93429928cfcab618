// The browser's date and number formatting (Intl, ICU inside) made ready a
// piece at a time, before a page first formats a date or a price. The first
// formatter a page makes loads ICU's locale, calendar and currency data in
// one piece, a long task on a slow phone, and it happened inside the render
// that draws the shop's events, the longest task left on its page (see
// docs/performance.md § Dates and prices prepared a piece at a time). Each
// step below costs a part of that load (what one step has loaded, the next
// does not load again), each in a task of its own.
import { formatDateTime, formatMoney } from "@bawwaba/common";

const STEPS: (() => unknown)[] = [
  // Locale data: Arabic's likely script and region.
  () => new Intl.Locale("ar").maximize(),
  // Calendar data, the largest piece.
  () => Intl.supportedValuesOf("calendar"),
  // The locales each kind of formatter has.
  () => Intl.DateTimeFormat.supportedLocalesOf("ar"),
  () => Intl.NumberFormat.supportedLocalesOf("ar"),
  // The formatters themselves (common keeps them), with a time zone's rules.
  () => formatDateTime(0, "Asia/Riyadh"),
  () => formatMoney(0, "SAR"),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

let prepared: Promise<void> | undefined;

/** Resolves once Intl is ready, each step run in its own task; at once after the first time. Never rejects. */
export function prepareIntl(): Promise<void> {
  prepared ??= STEPS.reduce<Promise<void>>(
    (previous, step) =>
      previous.then(nextTask).then(() => {
        try {
          step();
        } catch (error) {
          // A browser without one of these calls (Intl.supportedValuesOf
          // came in 2022) loads that data with its first formatter instead:
          // slower, never a reason not to show the shop.
          console.warn("Could not prepare Intl ahead", error);
        }
      }),
    Promise.resolve(),
  );
  return prepared;
}
