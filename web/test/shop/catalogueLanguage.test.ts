// The shop shows the catalogue's events in the page's language: the English
// words the organiser gave on the English pages, the Arabic ones otherwise.
import { inDisplayLocale, type CatalogueEvent } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { toStoredEvent } from "../../src/data/catalogue";

const event: CatalogueEvent = {
  id: "e1",
  title: "حفل رأس السنة",
  titleEn: "New Year's Eve",
  description: "أمسية",
  category: "party",
  venue: "القصر",
  startsAt: Date.UTC(2026, 11, 31, 17),
  currency: "SAR",
  ticketTypes: [
    { id: "vip", name: "كبار الشخصيات", nameEn: "VIP", price: 1000, perOrderLimit: 4, remaining: 10 },
    { id: "std", name: "عادي", price: 500, perOrderLimit: 4, remaining: 10 },
  ],
};

describe("the catalogue's events in the page's language", () => {
  it("English pages show the English words, the Arabic where none was given", () => {
    const shown = inDisplayLocale({ language: "en" }, () => toStoredEvent(event));
    expect(shown).toMatchObject({ title: "New Year's Eve", description: "أمسية", venue: "القصر" });
    expect(shown.ticketTypes.map((type) => type.name)).toEqual(["VIP", "عادي"]);
  });

  it("Arabic pages show the Arabic words", () => {
    const shown = inDisplayLocale({ language: "ar" }, () => toStoredEvent(event));
    expect(shown).toMatchObject({ title: "حفل رأس السنة", venue: "القصر" });
    expect(shown.ticketTypes.map((type) => type.name)).toEqual(["كبار الشخصيات", "عادي"]);
  });
});
