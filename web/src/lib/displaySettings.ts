// The organiser's display settings (common/src/locale.ts DisplaySettings:
// the Hijri date beside the Gregorian, the digits of the Arabic pages) on
// the public pages, which receive them with their data (the catalogue, an
// order, the buyer's orders, the invoices; docs/product.md § Languages,
// dates and digits). The display locale is one value for the whole app, not
// React state: it is made current as the data arrives, before the state
// update that draws it, so that render and every later one read it; and it
// goes back to the defaults when the public page is left, so a staff page
// opened next in the same tab shows Western digits (staff pages never set it).
import { DEFAULT_DISPLAY_SETTINGS, displaySettingsOf, setDisplayLocale, type DisplaySettings } from "@bawwaba/common";

/** From now on, dates and numbers as the organiser chose (the defaults for an answer without them). */
export function showInDisplaySettings(display: Partial<DisplaySettings> | undefined): void {
  setDisplayLocale(displaySettingsOf(display));
}

/** A public page left: back to the defaults. */
export function leaveDisplaySettings(): void {
  setDisplayLocale(DEFAULT_DISPLAY_SETTINGS);
}
