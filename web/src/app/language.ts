// Which language a page starts in, and where the visitor's choice takes
// them (docs/product.md § Languages, dates and digits). The public pages
// are in Arabic at their paths and in English under `/en`; staff pages are
// Arabic only, so a staff path under `/en` goes to its Arabic address. The
// device remembers the visitor's choice (the switch in the public bar, or
// the offer of English to a first visit): one who chose English and opens
// an Arabic public page is taken to its English address.
import { isLanguage, LANGUAGE_STORAGE_KEY, languageOfPath, pathInLanguage, routeOfPath, type Language } from "@bawwaba/common";
import { isPublicPath } from "../auth/access";
import { deviceStorage } from "../lib/deviceStorage";

type Address = Pick<Location, "pathname" | "search" | "hash">;

/** What a page at `address` does first: start in a language, or go to another address in place of this one. */
export type PageStart = { language: Language } | { replaceWith: string };

export function pageStart({ pathname, search, hash }: Address, chosen: Language | null): PageStart {
  const language = languageOfPath(pathname);
  const route = routeOfPath(pathname);
  if (language === "en" && !isPublicPath(route)) return { replaceWith: pathInLanguage(route, "ar") + search + hash };
  if (language === "ar" && chosen === "en" && isPublicPath(route)) return { replaceWith: pathInLanguage(route, "en") + search + hash };
  return { language };
}

/** The address of the page at `route` (the app's own path, with `search`) in `language`. */
export function addressInLanguage(route: string, search: string, language: Language): string {
  return pathInLanguage(route, language) + search;
}

/** The language this device's visitor chose, or null before any choice. */
export function chosenLanguage(storage: Pick<Storage, "getItem"> = deviceStorage): Language | null {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export function chooseLanguage(language: Language, storage: Pick<Storage, "setItem"> = deviceStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * Whether a page in `language` offers English to its visitor: an Arabic
 * page, no choice made yet on this device, and a browser that lists English
 * before Arabic among its preferred languages (`navigator.languages`).
 */
export function offersEnglish(language: Language, chosen: Language | null, preferred: readonly string[]): boolean {
  if (language !== "ar" || chosen !== null) return false;
  const first = preferred.map((tag) => tag.toLowerCase().split("-")[0]).find((primary) => primary === "en" || primary === "ar");
  return first === "en";
}
