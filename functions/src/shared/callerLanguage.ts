// A public callable answers in its caller's language (docs/product.md
// § Languages, dates and digits): the shop's pages name theirs in the
// request's Accept-Language header (web/src/lib/callFunction.ts), and every
// refusal the function words (input, sold out, an invalid link…) is in it.
// The locale is the request's own, across its awaits (AsyncLocalStorage), so
// the requests one instance answers at once never see each other's.
import {
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_LANGUAGE,
  displayLocale,
  keepLocalePerRequest,
  ticketTypeNameIn,
  type DisplayLocale,
  type Language,
} from "@bawwaba/common";
import type { CallableRequest } from "firebase-functions/v2/https";
import { AsyncLocalStorage } from "node:async_hooks";

const requests = new AsyncLocalStorage<{ locale: DisplayLocale }>();
keepLocalePerRequest(() => requests.getStore());

/** The language an Accept-Language header asks for first: English for "en…", Arabic otherwise. */
export function languageOfHeader(header: string | undefined): Language {
  return /^\s*en\b/i.test(header ?? "") ? "en" : DEFAULT_LANGUAGE;
}

/** `answer`'s result, worded in the language the caller asked for. */
export function inCallersLanguage<T>(request: Pick<CallableRequest, "rawRequest">, answer: () => Promise<T>): Promise<T> {
  const language = languageOfHeader(request.rawRequest.headers["accept-language"]);
  return requests.run({ locale: { language, ...DEFAULT_DISPLAY_SETTINGS } }, answer);
}

/** A ticket type's name in a refusal: in the caller's language, the English one where the organiser gave it. */
export function shownTypeName(type: { name: string; nameEn?: string }): string {
  return ticketTypeNameIn(displayLocale().language, type);
}
