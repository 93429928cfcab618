import { describe, expect, it } from "vitest";
import { formatDateTime, formatHijriDate, hijriDateIfShown } from "../src/dateFormat.js";
import { formatGateCode } from "../src/gateCode.js";
import { DEFAULT_DISPLAY_SETTINGS, displaySettingsOf, inDisplayLocale } from "../src/locale.js";
import { formatMoney } from "../src/money.js";
import { formatOrderReference } from "../src/orderReference.js";
import { setOrganiserSettingsInput, type SetOrganiserSettingsInput } from "../src/organiserSettings.js";
import { displaySettingsMessages } from "../src/messages/displaySettings.js";

const ARABIC_INDIC = /[\u0660-\u0669]/;
const WESTERN = /[0-9]/;
// ICU surrounds numbers and symbols with direction marks; compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");
const noonInRiyadh = (isoDate: string) => Date.parse(`${isoDate}T12:00:00+03:00`);

// The Umm al-Qura calendar (Saudi Arabia's official calendar, as published by
// the King Abdulaziz City for Science and Technology and carried by ICU/CLDR's
// "islamic-umalqura"): the first of Ramadan and of Shawwal 1447, and the Day
// of Sacrifice (10 Dhu al-Hijjah) 1447.
const UMM_AL_QURA = [
  { gregorian: "2026-02-18", ar: "1 رمضان 1447 هـ", arab: "١ رمضان ١٤٤٧ هـ", en: "Ramadan 1, 1447 AH" },
  { gregorian: "2026-03-20", ar: "1 شوال 1447 هـ", arab: "١ شوال ١٤٤٧ هـ", en: "Shawwal 1, 1447 AH" },
  { gregorian: "2026-05-27", ar: "10 ذو الحجة 1447 هـ", arab: "١٠ ذو الحجة ١٤٤٧ هـ", en: /^Dhu.*l-Hijjah 10, 1447 AH$/ },
] as const;

describe("formatHijriDate", () => {
  it.each(UMM_AL_QURA)("gives the Umm al-Qura date of $gregorian in Riyadh", ({ gregorian, ar, arab, en }) => {
    const millis = noonInRiyadh(gregorian);
    expect(inDisplayLocale({ language: "ar", digits: "latn" }, () => formatHijriDate(millis, "Asia/Riyadh"))).toBe(ar);
    expect(inDisplayLocale({ language: "ar", digits: "arab" }, () => formatHijriDate(millis, "Asia/Riyadh"))).toBe(arab);
    expect(inDisplayLocale({ language: "en", digits: "arab" }, () => formatHijriDate(millis, "Asia/Riyadh"))).toMatch(en);
  });

  it("agrees with Intl's Umm al-Qura calendar", () => {
    const millis = noonInRiyadh("2026-02-18");
    const intl = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" });
    expect(inDisplayLocale({ language: "ar", digits: "latn" }, () => formatHijriDate(millis, "Asia/Riyadh"))).toBe(intl.format(millis));
  });

  it("reads the date in the event's zone: 23:30 in Riyadh on 17 February is still Sha'ban", () => {
    const lateEvening = Date.parse("2026-02-17T23:30:00+03:00");
    expect(inDisplayLocale({ language: "ar", digits: "latn" }, () => formatHijriDate(lateEvening, "Asia/Riyadh"))).toMatch(/شعبان/);
  });
});

describe("hijriDateIfShown", () => {
  it("is the Hijri date while shown, nothing once the organiser turns it off", () => {
    const millis = noonInRiyadh("2026-02-18");
    expect(inDisplayLocale({ language: "ar", digits: "latn", hijri: true }, () => hijriDateIfShown(millis, "Asia/Riyadh"))).toBe("1 رمضان 1447 هـ");
    expect(inDisplayLocale({ language: "ar", digits: "latn", hijri: false }, () => hijriDateIfShown(millis, "Asia/Riyadh"))).toBeUndefined();
  });
});

describe("the organiser's digits", () => {
  it("write prices in Arabic-Indic digits on Arabic pages, Western in English", () => {
    const arab = plain(inDisplayLocale({ language: "ar", digits: "arab" }, () => formatMoney(1250, "SAR")));
    expect(arab).toContain("١٢٫٥٠");
    expect(arab).not.toMatch(WESTERN);
    expect(plain(inDisplayLocale({ language: "ar", digits: "latn" }, () => formatMoney(1250, "SAR")))).toContain("12.50");
    const english = inDisplayLocale({ language: "en", digits: "arab" }, () => formatMoney(1250, "SAR"));
    expect(english).toContain("12.50");
    expect(english).not.toMatch(ARABIC_INDIC);
  });

  it("write dates in Arabic-Indic digits on Arabic pages", () => {
    const instant = Date.UTC(2026, 11, 31, 17, 0);
    const text = inDisplayLocale({ language: "ar", digits: "arab" }, () => formatDateTime(instant, "Asia/Riyadh"));
    expect(text).toMatch(/٢٠٢٦/);
    expect(text).not.toMatch(WESTERN);
  });

  it("never reach codes: references and gate codes stay Western", () => {
    const [reference, gateCode] = inDisplayLocale({ language: "ar", digits: "arab" }, () => [
      formatOrderReference("7K3M9QXJ"),
      formatGateCode("7K3M9QXJ2H"),
    ]);
    expect(reference).toBe("BW-7K3M-9QXJ");
    expect(gateCode).toBe("7K3M9-QXJ2H");
  });
});

describe("the display settings", () => {
  const base: SetOrganiserSettingsInput = {
    legalName: "مؤسسة بوابة",
    address: "الرياض",
    country: "SA",
    currency: "SAR",
    vatRate: 1500,
    invoicing: false,
  };

  it("are the defaults where a stored document has none (settings saved before they existed)", () => {
    expect(displaySettingsOf(null)).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(displaySettingsOf({})).toEqual({ digits: "latn", hijri: true });
    expect(displaySettingsOf({ digits: "arab", hijri: false })).toEqual({ digits: "arab", hijri: false });
    expect(DEFAULT_DISPLAY_SETTINGS).toEqual({ digits: "latn", hijri: true });
  });

  it("are taken when valid, and absent ones are the defaults", () => {
    const parsed = setOrganiserSettingsInput.parse({ ...base, digits: "arab", hijri: false });
    expect(parsed).toMatchObject({ digits: "arab", hijri: false });
    expect(setOrganiserSettingsInput.parse(base)).toMatchObject({ digits: "latn", hijri: true });
  });

  it("refuse other values with the field's own message", () => {
    const digits = setOrganiserSettingsInput.safeParse({ ...base, digits: "roman" });
    expect(digits.success).toBe(false);
    expect(digits.error?.issues[0]).toMatchObject({ path: ["digits"], message: displaySettingsMessages.errors.digits });
    const hijri = setOrganiserSettingsInput.safeParse({ ...base, hijri: "yes" });
    expect(hijri.success).toBe(false);
    expect(hijri.error?.issues[0]).toMatchObject({ path: ["hijri"], message: displaySettingsMessages.errors.hijri });
  });
});
