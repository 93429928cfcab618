// The product's words are ICU MessageFormat messages in catalogs a translator
// edits (catalogs/<language>/<section>.json), compiled at build time by
// scripts/messages.mjs into compiled/<language>/<section>.ts and formatted by
// Lingui's runtime (plurals by CLDR's rules through Intl.PluralRules).
// docs/product.md § Languages, dates and digits.
//
// A catalog's keys are the code's names: "heading" is a text, read as a
// property; "holdLeft(minutes)" a message with arguments, called as a
// function with them in that order; an object is a group, an array a list.
// Each section's module builds its object from its compiled Arabic catalog
// with `section` (Arabic is the product's language and every other's
// fallback), so a page carries each word once, and reads each message in the
// current display locale (locale.ts). Another language's catalogs hold its
// words only, in the Arabic catalog's order (words.ts); they register
// themselves when their module (compiled/<language>/index.ts) is imported:
// the functions import the English one.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { displayLocale, intlLocale, type Language } from "../locale.js";

/**
 * Every message registered so far, per language, by id ("orderPage.order.holdLeft"):
 * Arabic's in the order of each section's catalog (`section`), the order
 * another language's words come in (words.ts).
 */
export const catalogs: Record<Language, Messages> = { ar: {}, en: {} };

/** The sections built so far (`section`), in the order their modules ran. */
const sectionNames: string[] = [];

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

/** Loads another language's catalogs of sections (compiled/<language>/load.ts), once a page in it starts. */
type CatalogLoader = (sections: readonly string[]) => Promise<void>;
let loadCatalogs: CatalogLoader | undefined;
/** Each section's catalog in that language, loaded or on the way. */
const loading = new Map<string, Promise<void>>();

/**
 * From now on the page's language's catalogs come from `load`: a page in a
 * language other than Arabic (web/src/lib/pageLanguage.ts) loads the
 * catalog of each section it shows before drawing it, with
 * `loadCatalogsOfSections`.
 */
export function loadCatalogsWith(load: CatalogLoader): void {
  loadCatalogs = load;
}

/**
 * Loads the catalogs of the sections built so far (the modules loaded up to
 * now show them) that do not have theirs yet: those of the page's first
 * modules before it draws, and those of a chunk loaded later before it draws
 * (web/src/components/loadChunk.ts). Nothing to load on an Arabic page.
 * Rejects when a catalog could not be loaded; a later call tries it again.
 */
export async function loadCatalogsOfSections(): Promise<void> {
  if (!loadCatalogs) return;
  const missing = sectionNames.filter((name) => !loading.has(name));
  if (missing.length > 0) {
    const loaded = loadCatalogs(missing);
    for (const name of missing) loading.set(name, loaded);
    loaded.catch(() => {
      for (const name of missing) loading.delete(name);
    });
  }
  await Promise.all(sectionNames.map((name) => loading.get(name)));
}

/** Adds compiled `messages` (ids "<section>.<name>…") to `language`'s catalog. */
export function registerCatalog(language: Language, messages: Messages): void {
  // Lingui's instances keep the catalog object they were given: adding to it reaches them all.
  Object.assign(catalogs[language], messages);
}


/** The message `id` in the current display locale: its language's where that catalog has it, Arabic's otherwise. */
function translate(id: string, values?: Record<string, unknown>): string {
  const locale = displayLocale();
  const language = id in catalogs[locale.language] ? locale.language : "ar";
  const message = catalogs[language][id];
  // A text with no argument is compiled as itself (scripts/messages.mjs).
  if (typeof message === "string") return message;
  return formatterFor(language, intlLocale({ ...locale, language }))._(id, values);
}


/** A compiled catalog: compiled messages (arrays) under the catalog's keys; `Shape` is the object it builds. */
export type CompiledCatalog<Shape> = { readonly [key: string]: unknown } & { readonly __shape?: Shape };

const CALLED = /^(.+)\((.*)\)$/;
const isList = (group: object) => Object.keys(group).every((key) => /^\d+$/.test(key));

/**
 * The object a compiled catalog's keys describe, its messages registered
 * under `prefix`: a text as a getter, a message with arguments as a
 * function, a list as a getter of its items.
 */
export function build(compiled: Record<string, unknown>, prefix: string, registered: Messages): Record<string, unknown> {
  const built: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(compiled)) {
    const [, name = key, parameters] = CALLED.exec(key) ?? [];
    const id = `${prefix}.${name}`;
    if (typeof value === "string" || Array.isArray(value)) {
      registered[id] = value as Messages[string];
      if (parameters === undefined) Object.defineProperty(built, name, { get: () => translate(id), enumerable: true, configurable: true });
      else {
        const names = parameters
          .split(",")
          .map((parameter) => parameter.trim())
          .filter(Boolean);
        built[name] = (...args: unknown[]) => translate(id, Object.fromEntries(names.map((parameter, i) => [parameter, args[i]])));
      }
    } else if (isList(value as object)) {
      const items = build(value as Record<string, unknown>, id, registered);
      Object.defineProperty(built, name, { get: () => Object.keys(items).map((index) => items[index]), enumerable: true, configurable: true });
    } else {
      built[name] = build(value as Record<string, unknown>, id, registered);
    }
  }
  return built;
}

/** Copies `extras`' properties onto `target`, their getters kept, into `target`'s groups where both have one. */
function addProperties(target: Record<string, unknown>, extras: object): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(extras))) {
    const into = target[key];
    if (into && typeof into === "object" && descriptor.value && typeof descriptor.value === "object" && !Array.isArray(descriptor.value)) {
      addProperties(into as Record<string, unknown>, descriptor.value as object);
    } else {
      Object.defineProperty(target, key, descriptor);
    }
  }
}

/** A section's message by its key ("verdict.wrongEvent") with its arguments' values, in the current display locale. */
export type Translator = (key: string, values?: Record<string, string | number>) => string;

/** `Shape` with `Extras`' properties in place of its own, group by group. */
export type WithExtras<Shape, Extras> = Omit<Shape, keyof Extras> & {
  [Key in keyof Extras]: Key extends keyof Shape
    ? Extras[Key] extends (...args: never[]) => unknown
      ? Extras[Key]
      : Extras[Key] extends object
        ? Shape[Key] extends object
          ? WithExtras<Shape[Key], Extras[Key]>
          : Extras[Key]
        : Extras[Key]
    : Extras[Key];
};

/**
 * A section's messages: the object its compiled Arabic catalog describes,
 * registered under `name`, with `extras`, what the catalog alone cannot say
 * (a word another section owns, a message whose arguments need preparing:
 * `extras` is given the section's translator for those).
 */
export function section<Shape, Extras extends object = object>(
  name: string,
  compiled: CompiledCatalog<Shape>,
  extras?: (t: Translator) => Extras,
): WithExtras<Shape, Extras> {
  sectionNames.push(name);
  const registered: Messages = {};
  const built = build(compiled as Record<string, unknown>, name, registered);
  registerCatalog("ar", registered);
  if (extras)
    addProperties(
      built,
      extras((key, values) => translate(`${name}.${key}`, values)),
    );
  return built as WithExtras<Shape, Extras>;
}
