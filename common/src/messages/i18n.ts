// The product's words are ICU MessageFormat messages in catalogs a translator
// edits (catalogs/<language>/<section>.json), compiled at build time by
// scripts/messages.mjs into compiled/<language>/<section>.ts and formatted by
// Lingui's runtime (plurals by CLDR's rules through Intl.PluralRules).
// docs/product.md § Languages, dates and digits.
//
// Each section's module (shop.ts, tickets.ts, …) is the typed way in: it
// registers its Arabic catalog as it loads (Arabic is the product's language
// and every other language's fallback) and reads each message through
// `arabicSection`'s translator, in the current display locale (locale.ts).
// A language's other catalogs are loaded with `loadLanguage`: the English
// public pages load theirs before they draw.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { displayLocale, intlLocale, type Language } from "../locale.js";

/** Every message registered so far, per language, by id ("shop.order.heading"). */
const catalogs: Record<Language, Messages> = { ar: {}, en: {} };

/** One Lingui instance per Intl locale (language and digits), sharing its language's catalog. */
const formatters = new Map<string, I18n>();

function formatterFor(language: Language, locale: string): I18n {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = setupI18n({ locale: language, locales: [locale], messages: { [language]: catalogs[language] } });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** Adds compiled `messages` (ids "<section>.<key>") to `language`'s catalog. */
export function registerCatalog(language: Language, messages: Messages): void {
  // Lingui's instances keep the catalog object they were given: adding to it reaches them all.
  Object.assign(catalogs[language], messages);
}

/** The values a message's ICU arguments take. */
export type MessageValues = Record<string, string | number>;

/** A section's messages by key ("order.heading"), in the current display locale. */
export interface Translator {
  (key: string, values?: MessageValues): string;
  /** A list's messages, in order: the catalog's array at `key` ("features" → features.0, features.1, …). */
  list(key: string): string[];
}

/**
 * Registers a section's compiled Arabic catalog and gives its translator:
 * each message in the current language where that language's catalog has
 * it (the English pages have every public message; staff pages are Arabic),
 * in Arabic otherwise.
 */
export function arabicSection(section: string, messages: Messages): Translator {
  registerCatalog("ar", messages);
  const translate = (key: string, values?: MessageValues) => {
    const id = `${section}.${key}`;
    const locale = displayLocale();
    const language = id in catalogs[locale.language] ? locale.language : "ar";
    return formatterFor(language, intlLocale({ ...locale, language }))._(id, values);
  };
  const list = (key: string) => {
    const items: string[] = [];
    while (`${section}.${key}.${items.length}` in catalogs.ar) items.push(translate(`${key}.${items.length}`));
    return items;
  };
  return Object.assign(translate, { list });
}

/** Whether `language`'s catalog holds the message `id` (a test's check that a page is wholly in English). */
export function hasMessage(language: Language, id: string): boolean {
  return id in catalogs[language];
}
