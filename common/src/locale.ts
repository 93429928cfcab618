// The language a page or a message is in, and how its numbers and dates read
// (docs/product.md § Languages, dates and digits). Arabic is the product's
// language; the public pages are in English too, at the same paths under
// `/en` (`/en/buy-tickets`), and every message a buyer receives follows the
// language they bought in. An organiser may show Arabic-Indic digits on the
// Arabic pages and may turn off the Hijri date shown beside the Gregorian.
//
// One display locale is current at a time: the page sets it as it starts
// (from its path and the organiser's display settings); the functions keep
// one per request, in the caller's language (functions/src/shared/
// callerLanguage.ts), and set it around the writing of one message
// (`inDisplayLocale`, synchronous, on the request's own locale).

export const LANGUAGES = ["ar", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ar";

/** The digits numbers are written in: Western (default) or Arabic-Indic, as Intl's numbering systems name them. */
export const DIGIT_STYLES = ["latn", "arab"] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];

/** What the organiser chooses for the public's pages and messages (settings/organiser, the catalogue). */
export interface DisplaySettings {
  /** Digits on the Arabic pages; the English pages always use Western digits. */
  digits: DigitStyle;
  /** Whether the Umm al-Qura Hijri date shows beside the Gregorian one. */
  hijri: boolean;
}
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { digits: "latn", hijri: true };

/**
 * The display settings of stored organiser settings (or of none saved yet):
 * a field absent, as in settings saved before it existed, is its default.
 * Only these two fields go to the public (the catalogue, an order's pages,
 * its messages), never the rest of the settings.
 */
export function displaySettingsOf(settings: Partial<DisplaySettings> | null | undefined): DisplaySettings {
  return {
    digits: settings?.digits ?? DEFAULT_DISPLAY_SETTINGS.digits,
    hijri: settings?.hijri ?? DEFAULT_DISPLAY_SETTINGS.hijri,
  };
}

export interface DisplayLocale extends DisplaySettings {
  language: Language;
}

/** Where the current locale is kept: one for a page; the functions keep one per request (keepLocalePerRequest). */
interface LocaleKeeper {
  locale: DisplayLocale;
}

const pageKeeper: LocaleKeeper = { locale: { language: DEFAULT_LANGUAGE, ...DEFAULT_DISPLAY_SETTINGS } };
let keeper = (): LocaleKeeper => pageKeeper;

/**
 * The functions answer many requests at once, each in its caller's language
 * across its awaits: `requestKeeper` gives the current request's keeper
 * (their AsyncLocalStorage's), or undefined outside any request.
 */
export function keepLocalePerRequest(requestKeeper: () => LocaleKeeper | undefined): void {
  keeper = () => requestKeeper() ?? pageKeeper;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale the page or message being written is in. */
export function displayLocale(): DisplayLocale {
  return keeper().locale;
}

/** Makes `locale` current (a page, as it starts). */
export function setDisplayLocale(locale: Partial<DisplayLocale>): void {
  const kept = keeper();
  kept.locale = { ...kept.locale, ...locale };
}

/** `write`'s result with `locale` current, the previous one restored after (a function writing one buyer's message). */
export function inDisplayLocale<T>(locale: Partial<DisplayLocale>, write: () => T): T {
  const kept = keeper();
  const previous = kept.locale;
  kept.locale = { ...previous, ...locale };
  try {
    return write();
  } finally {
    kept.locale = previous;
  }
}

/** The digits numbers are shown in: the organiser's choice on Arabic pages, Western in English. */
export function digitsOf(locale: DisplayLocale = displayLocale()): DigitStyle {
  return locale.language === "ar" ? locale.digits : "latn";
}

/**
 * The BCP 47 tag for Intl's formats: the language with its numbering system
 * always explicit ("ar" alone gives Arabic-Indic digits on some browsers and
 * Western on others, docs/product.md § Languages, dates and digits).
 */
export function intlLocale(locale: DisplayLocale = displayLocale()): string {
  return `${locale.language}-u-nu-${digitsOf(locale)}`;
}

/** The text direction of `language`'s pages. */
export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/** Where the device remembers the visitor's choice of language (localStorage). */
export const LANGUAGE_STORAGE_KEY = "bawwaba.language";

/** The path prefix of the English pages; the Arabic ones have none. */
export const ENGLISH_PATH_PREFIX = "/en";

/** The language of a page at `pathname`: English under `/en`, Arabic otherwise. */
export function languageOfPath(pathname: string): Language {
  return pathname === ENGLISH_PATH_PREFIX || pathname.startsWith(`${ENGLISH_PATH_PREFIX}/`) ? "en" : "ar";
}

/** `pathname` without its language prefix: the app's own route. */
export function routeOfPath(pathname: string): string {
  return languageOfPath(pathname) === "en" ? pathname.slice(ENGLISH_PATH_PREFIX.length) || "/" : pathname;
}

/** The address of `route` (a path, with any query and fragment) in `language`: "/buy-tickets?event=x" → "/en/buy-tickets?event=x". */
export function pathInLanguage(route: string, language: Language): string {
  if (language === "ar") return route;
  return route === "/" ? ENGLISH_PATH_PREFIX : `${ENGLISH_PATH_PREFIX}${route}`;
}

/** The language a visitor chose on this device (kept under LANGUAGE_STORAGE_KEY), or null before any choice. */
export function languageChosenIn(storage: { getItem(key: string): string | null }): Language | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** Remembers on this device that its visitor chose `language`: their next public page opens in it (web/src/app/language.ts). */
export function chooseLanguageIn(storage: { setItem(key: string, value: string): void }, language: Language): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * Whether a page in `language` offers English to its visitor: an Arabic
 * page, no choice made yet on this device, and a browser that lists English
 * before Arabic among its preferred languages (`navigator.languages`).
 * Here, not in the app, because the shop's starter asks it too before it
 * decides when to start the app (web/build/startAfterPaint.ts).
 */
export function offersEnglish(language: Language, chosen: Language | null, preferred: readonly string[]): boolean {
  if (language !== "ar" || chosen !== null) return false;
  const first = preferred.map((tag) => tag.toLowerCase().split("-")[0]).find((primary) => primary === "en" || primary === "ar");
  return first === "en";
}
