// The English public pages live at the Arabic paths under /en
// (docs/contracts.md § Languages): a shared link keeps its language.
import { describe, expect, it } from "vitest";
import { isLanguage, languageOfPath, pathInLanguage, routeOfPath } from "../src/locale.js";

describe("a page's language from its path", () => {
  it("is English under /en and Arabic everywhere else, /english and /enroll included", () => {
    expect(["/en", "/en/", "/en/buy-tickets", "/en/my-tickets"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
    expect(["/", "/buy-tickets", "/english", "/enroll", "/login"].map(languageOfPath)).toEqual(["ar", "ar", "ar", "ar", "ar"]);
  });

  it("strips the prefix to the app's own route, and puts it back", () => {
    expect(routeOfPath("/en")).toBe("/");
    expect(routeOfPath("/en/buy-tickets")).toBe("/buy-tickets");
    expect(routeOfPath("/buy-tickets")).toBe("/buy-tickets");
    expect(pathInLanguage("/", "en")).toBe("/en");
    expect(pathInLanguage("/buy-tickets?event=x#top", "en")).toBe("/en/buy-tickets?event=x#top");
    expect(pathInLanguage("/buy-tickets?event=x", "ar")).toBe("/buy-tickets?event=x");
    for (const route of ["/", "/buy-tickets", "/my-tickets"]) expect(routeOfPath(pathInLanguage(route, "en"))).toBe(route);
  });

  it("takes only the languages it has from storage or a browser", () => {
    expect(["ar", "en"].every(isLanguage)).toBe(true);
    expect([null, undefined, "EN", "fr", "en-GB", 1].some(isLanguage)).toBe(false);
  });
});
