// Another language's words come without ids, in the order of the section's
// Arabic catalog (words.ts, scripts/messages.mjs): each lands on its message,
// one the language lacks reads in Arabic, and words that do not match the
// section's catalog are refused rather than put under the wrong messages.
import { expect, it } from "vitest";
import { inDisplayLocale } from "../src/locale";
import { englishOfferMessages } from "../src/messages/englishOffer";
import { catalog } from "../src/messages/compiled/ar/englishOffer";
import { words } from "../src/messages/compiled/en/englishOffer";
import { registerWords } from "../src/messages/words";

const offer = () => ({ ...englishOfferMessages.offer });

it("puts each word on its message, in the Arabic catalog's order, and leaves a missing one to Arabic", () => {
  const arabic = offer();
  const english = words.map((word, i) => (i === 0 ? null : word));
  registerWords("en", "englishOffer", english);
  const shown = inDisplayLocale({ language: "en" }, offer);
  const keys = Object.keys(arabic) as (keyof typeof arabic)[];
  expect(shown[keys[0]!]).toBe(arabic[keys[0]!]);
  for (const key of keys.slice(1)) expect(shown[key]).not.toBe(arabic[key]);
  expect(shown.yes).toBe("Yes");
});

it("refuses words that do not match the section's catalog", () => {
  expect(() => registerWords("en", "englishOffer", words.slice(1))).toThrow('section "englishOffer"');
  expect(() => registerWords("en", "englishOffer", words.slice(1), catalog)).toThrow('section "englishOffer"');
});
