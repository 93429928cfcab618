// Which language a page starts in and where a choice takes the visitor
// (web/src/app/language.ts; docs/product.md § Languages, dates and digits).
import { LANGUAGE_STORAGE_KEY, offersEnglish } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { chooseLanguage, chosenLanguage, pageStart } from "../src/app/language";
import { memoryStorage } from "../src/lib/deviceStorage";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("a page's start", () => {
  it("is English under /en and Arabic elsewhere", () => {
    expect(pageStart(at("/en/buy-tickets"), null)).toEqual({ language: "en" });
    expect(pageStart(at("/en"), null)).toEqual({ language: "en" });
    expect(pageStart(at("/en/buy-tickets/evt1", "?offer=x"), null)).toEqual({ language: "en" });
    expect(pageStart(at("/buy-tickets"), null)).toEqual({ language: "ar" });
    expect(pageStart(at("/english-page"), null)).toEqual({ language: "ar" });
  });

  it("takes a staff path under /en to its Arabic address, with its query", () => {
    expect(pageStart(at("/en/generate-tickets", "?x=1", "#a"), null)).toEqual({ replaceWith: "/generate-tickets?x=1#a" });
    expect(pageStart(at("/en/login"), "en")).toEqual({ replaceWith: "/login" });
  });

  it("takes a visitor who chose English from an Arabic public page to its English address, and no further", () => {
    expect(pageStart(at("/buy-tickets", "?order=o1&token=t"), "en")).toEqual({ replaceWith: "/en/buy-tickets?order=o1&token=t" });
    expect(pageStart(at("/"), "en")).toEqual({ replaceWith: "/en" });
    expect(pageStart(at("/en/buy-tickets", "?order=o1&token=t"), "en")).toEqual({ language: "en" });
    // Staff pages stay Arabic whatever was chosen; a visitor who chose Arabic stays where a link took them.
    expect(pageStart(at("/generate-tickets"), "en")).toEqual({ language: "ar" });
    expect(pageStart(at("/buy-tickets"), "ar")).toEqual({ language: "ar" });
    expect(pageStart(at("/en/buy-tickets"), "ar")).toEqual({ language: "en" });
  });
});

describe("the visitor's choice", () => {
  it("is kept on the device under the language key, and anything else there is no choice", () => {
    const storage = memoryStorage();
    expect(chosenLanguage(storage)).toBeNull();
    chooseLanguage("en", storage);
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(chosenLanguage(storage)).toBe("en");
    storage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    expect(chosenLanguage(storage)).toBeNull();
  });
});

describe("the offer of English", () => {
  it("is made on an Arabic page to a browser that lists English before Arabic, before any choice", () => {
    expect(offersEnglish("ar", null, ["en-US", "en"])).toBe(true);
    expect(offersEnglish("ar", null, ["fr-FR", "en-GB", "ar"])).toBe(true);
    expect(offersEnglish("ar", null, ["ar-SA", "en-US"])).toBe(false);
    expect(offersEnglish("ar", null, ["fr-FR"])).toBe(false);
    expect(offersEnglish("ar", null, [])).toBe(false);
  });

  it("is not made once a language was chosen, nor on an English page", () => {
    expect(offersEnglish("ar", "ar", ["en-US"])).toBe(false);
    expect(offersEnglish("ar", "en", ["en-US"])).toBe(false);
    expect(offersEnglish("en", null, ["en-US"])).toBe(false);
  });
});
