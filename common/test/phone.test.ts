import { describe, expect, it } from "vitest";
import { DEFAULT_PHONE_COUNTRY, looksLikePhoneNumber, type PhoneCountry } from "../src/phoneBasics";
import { normalizePhone, phoneCountries, phoneCountryOf, phoneVariants, whatsAppNumber } from "../src/phone";

/** Arabic-Indic digits for Latin ones. */
const arabic = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

// A mobile number of each country as it is written at home, and its E.164 form.
const MOBILES: { country: PhoneCountry; local: string; e164: string }[] = [
  { country: "SA", local: "055 123 4567", e164: "+966551234567" },
  { country: "EG", local: "010 1234 5678", e164: "+201012345678" },
  { country: "AE", local: "050 123 4567", e164: "+971501234567" },
  { country: "KW", local: "5012 3456", e164: "+96550123456" },
  { country: "JO", local: "079 123 4567", e164: "+962791234567" },
  { country: "MA", local: "06-12-34-56-78", e164: "+212612345678" },
];

describe("normalizePhone", () => {
  it("makes the default country Saudi Arabia", () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe("SA");
    expect(normalizePhone("0551234567")).toBe("+966551234567");
  });

  describe.each(MOBILES)("a mobile number of $country", ({ country, local, e164 }) => {
    const international = `+${e164.slice(1, 4)} ${e164.slice(4)}`;

    it("reads the local form with its country chosen", () => {
      expect(normalizePhone(local, country)).toBe(e164);
      expect(normalizePhone(local.replace(/\D/g, ""), country)).toBe(e164);
    });

    it.each(["SA", "EG", "US"] as const)("reads the international form, with + or 00, whatever the country chosen (%s)", (chosen) => {
      expect(normalizePhone(e164, chosen)).toBe(e164);
      expect(normalizePhone(international, chosen)).toBe(e164);
      expect(normalizePhone(`00${e164.slice(1)}`, chosen)).toBe(e164);
    });

    it("reads Arabic-Indic and Persian digits", () => {
      expect(normalizePhone(arabic(local), country)).toBe(e164);
      expect(normalizePhone(arabic(e164))).toBe(e164);
      const persian = e164.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
      expect(normalizePhone(persian)).toBe(e164);
    });
  });

  it("takes the separators people type and the marks a copied number carries", () => {
    expect(normalizePhone(" (055) 123-4567 ")).toBe("+966551234567");
    expect(normalizePhone("055.123.4567")).toBe("+966551234567");
    expect(normalizePhone("\u2066+966 55 123 4567\u2069")).toBe("+966551234567");
    expect(normalizePhone("\u200e٠٥٥ ١٢٣ ٤٥٦٧")).toBe("+966551234567");
  });

  it.each([
    ["too short", "055123456"],
    ["too long", "05512345678901"],
    ["too long, international", "+9665512345678901"],
    ["a calling code alone", "+966"],
    ["digits only two", "12"],
  ])("refuses a number %s (%j)", (_why, input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("reads an Egyptian local number only with Egypt chosen", () => {
    expect(normalizePhone("01012345678", "SA")).toBeNull();
    expect(normalizePhone("01012345678")).toBeNull();
    expect(normalizePhone("01012345678", "EG")).toBe("+201012345678");
  });

  it.each(["", "   ", "12ab", "call 0551234567", "0551234567 ext 5", "+966-55-123-4567x12", "++966551234567", "05512+34567"])(
    "refuses %j: a number and nothing else",
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe("whatsAppNumber", () => {
  it("gives the international digits without +", () => {
    expect(whatsAppNumber("+966551234567")).toBe("966551234567");
    expect(whatsAppNumber("0551234567")).toBe("966551234567");
    expect(whatsAppNumber("+20 10 1234 5678")).toBe("201012345678");
  });

  it("gives nothing for what is not a valid number", () => {
    expect(whatsAppNumber("12")).toBeNull();
    expect(whatsAppNumber("not a phone")).toBeNull();
  });
});

describe("phoneVariants", () => {
  it("finds a Saudi number in E.164 and in the local form older data stored", () => {
    expect(phoneVariants("+966551234567")).toEqual(["+966551234567", "0551234567"]);
    expect(phoneVariants("055 123 4567")).toEqual(["+966551234567", "0551234567"]);
    expect(phoneVariants("٠٠٩٦٦٥٥١٢٣٤٥٦٧")).toEqual(["+966551234567", "0551234567"]);
  });

  it("finds another country's number in E.164 only", () => {
    expect(phoneVariants("+201012345678")).toEqual(["+201012345678"]);
    expect(phoneVariants("+971 50 123 4567")).toEqual(["+971501234567"]);
  });

  it("has no forms for what is not a valid number", () => {
    expect(phoneVariants("05512345678901")).toEqual([]);
  });
});

describe("phoneCountries and phoneCountryOf", () => {
  it("lists every country once with its calling code", () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map(({ country }) => country)).size).toBe(countries.length);
    expect(countries).toContainEqual({ country: "SA", callingCode: "966" });
    expect(countries).toContainEqual({ country: "EG", callingCode: "20" });
    expect(countries).toContainEqual({ country: "MA", callingCode: "212" });
  });

  it("gives the country of a stored number, to show it in a picker", () => {
    expect(phoneCountryOf("+966551234567")).toBe("SA");
    expect(phoneCountryOf("0551234567")).toBe("SA");
    expect(phoneCountryOf("+212612345678")).toBe("MA");
    expect(phoneCountryOf("+96550123456")).toBe("KW");
    expect(phoneCountryOf("12")).toBeUndefined();
  });
});

describe("looksLikePhoneNumber", () => {
  it("takes digits with + and separators, from seven digits", () => {
    expect(looksLikePhoneNumber("0551234567")).toBe(true);
    expect(looksLikePhoneNumber("+966 (55) 123-4567")).toBe(true);
    expect(looksLikePhoneNumber("1234567")).toBe(true);
  });

  it("leaves short digits and anything with letters to the other searches", () => {
    expect(looksLikePhoneNumber("123456")).toBe(false);
    expect(looksLikePhoneNumber("12")).toBe(false);
    expect(looksLikePhoneNumber("0551234567a")).toBe(false);
    expect(looksLikePhoneNumber("")).toBe(false);
  });
});
