// Which language a page starts in, and where the visitor's choice takes
// them (docs/product.md § Languages, dates and digits). The public pages
// are in Arabic at their paths and in English under `/en`; staff pages are
// Arabic only, so a staff path under `/en` goes to its Arabic address. The
// device remembers the visitor's choice (the switch in the public bar, or
// the offer of English to a first visit): one who chose English and opens
// an Arabic public page is taken to its English address.
import { chooseLanguageIn, languageChosenIn, languageOfPath, pathInLanguage, routeOfPath, type Language } from "@bawwaba/common";
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
  return languageChosenIn(storage);
}

export function chooseLanguage(language: Language, storage: Pick<Storage, "setItem"> = deviceStorage): void {
  chooseLanguageIn(storage, language);
}
