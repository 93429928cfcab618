import { describe, expect, it } from "vitest";
import { eventTextIn, eventTitleIn, langOfShown, soldTypeNameIn, textIn, ticketTypeNameIn } from "../src/localizedText.js";
import { inDisplayLocale } from "../src/locale.js";

const event = {
  title: "حفلة رأس السنة",
  titleEn: "New Year's Eve concert",
  description: "أمسية موسيقية",
  descriptionEn: "An evening of music",
  venue: "قصر الثقافة",
  venueEn: "Palace of Culture",
};

describe("an event's words in a language", () => {
  it("English pages show the English words", () => {
    expect(eventTextIn("en", event)).toEqual({ title: "New Year's Eve concert", description: "An evening of music", venue: "Palace of Culture" });
  });

  it("Arabic pages show the Arabic words even when English ones exist", () => {
    expect(eventTextIn("ar", event)).toEqual({ title: "حفلة رأس السنة", description: "أمسية موسيقية", venue: "قصر الثقافة" });
  });

  it("English pages fall back to the Arabic word by word where no English was given", () => {
    expect(eventTextIn("en", { title: "حفلة", venue: "قصر", venueEn: "Palace" })).toEqual({ title: "حفلة", description: "", venue: "Palace" });
    // An empty English field (as stored by a cleared form) counts as none.
    expect(textIn("en", "حفلة", "")).toBe("حفلة");
  });

  it("a ticket type's name, and an order's snapshots of both", () => {
    expect(ticketTypeNameIn("en", { name: "عادي", nameEn: "Standard" })).toBe("Standard");
    expect(ticketTypeNameIn("en", { name: "عادي" })).toBe("عادي");
    expect(ticketTypeNameIn("ar", { name: "عادي", nameEn: "Standard" })).toBe("عادي");
    expect(eventTitleIn("en", { eventTitle: "حفلة", eventTitleEn: "Concert" })).toBe("Concert");
    expect(soldTypeNameIn("en", { ticketTypeName: "عادي", ticketTypeNameEn: "Standard" })).toBe("Standard");
    expect(soldTypeNameIn("ar", { ticketTypeName: "عادي", ticketTypeNameEn: "Standard" })).toBe("عادي");
  });
});

describe("the language an element of organiser's words is marked in", () => {
  it("Arabic words on an English page are marked Arabic; English ones, and any on an Arabic page, take the page's", () => {
    expect(inDisplayLocale({ language: "en" }, () => langOfShown("حفلة رأس السنة"))).toBe("ar");
    expect(inDisplayLocale({ language: "en" }, () => langOfShown("VIP عادي"))).toBe("ar");
    expect(inDisplayLocale({ language: "en" }, () => langOfShown("New Year's Eve concert"))).toBeUndefined();
    expect(inDisplayLocale({ language: "ar" }, () => langOfShown("حفلة رأس السنة"))).toBeUndefined();
    expect(inDisplayLocale({ language: "ar" }, () => langOfShown("VIP"))).toBeUndefined();
  });
});
