// A public callable words its refusals in the language its caller's page
// names (Accept-Language), each request in its own across its awaits, even
// when one instance answers an English and an Arabic buyer at once; a
// message written for the order's language inside it (inDisplayLocale) still
// is in that one.
import "@bawwaba/common/messages/en";
import { ar, ARABIC_LETTER, displayLocale, inDisplayLocale } from "@bawwaba/common";
import type { CallableRequest } from "firebase-functions/v2/https";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { inCallersLanguage, languageOfHeader } from "../../src/shared/callerLanguage.js";
import { requireVerifiedPhone } from "../../src/shared/https.js";

const asking = (language?: string) =>
  ({ rawRequest: { headers: language === undefined ? {} : { "accept-language": language } } }) as unknown as Pick<CallableRequest, "rawRequest">;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The refusal a signed-out buyer gets, worded after an await as a handler's would be. */
async function refusalFor(language?: string): Promise<string> {
  try {
    await inCallersLanguage(asking(language), async () => {
      await pause();
      requireVerifiedPhone({ auth: undefined });
    });
  } catch (error) {
    if (error instanceof HttpsError) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

describe("the caller's language", () => {
  it("reads the first language of Accept-Language: English for en…, Arabic otherwise", () => {
    expect(languageOfHeader("en")).toBe("en");
    expect(languageOfHeader("en-GB,en;q=0.9")).toBe("en");
    expect(languageOfHeader("ar")).toBe("ar");
    expect(languageOfHeader("fr-FR,en;q=0.5")).toBe("ar");
    expect(languageOfHeader("english")).toBe("ar");
    expect(languageOfHeader(undefined)).toBe("ar");
  });

  it("words each request's refusal in its own caller's language, English and Arabic answered at once", async () => {
    const [english, arabic, unnamed] = await Promise.all([refusalFor("en"), refusalFor("ar"), refusalFor()]);
    expect(english).toBe(inDisplayLocale({ language: "en" }, () => ar.errors.phoneSignInRequired));
    expect(english).not.toMatch(ARABIC_LETTER);
    expect(arabic).toMatch(ARABIC_LETTER);
    expect(unnamed).toBe(arabic);
    // Outside any request the process's locale is untouched.
    expect(displayLocale().language).toBe("ar");
  });

  it("a message written in another language inside the request is in that one, and the request's comes back after", async () => {
    const words = await inCallersLanguage(asking("en"), async () => {
      await pause();
      const forArabicOrder = inDisplayLocale({ language: "ar" }, () => ar.errors.orderNotFound);
      return { forArabicOrder, after: ar.errors.orderNotFound };
    });
    expect(words.forArabicOrder).toMatch(ARABIC_LETTER);
    expect(words.after).toBe("Order not found.");
  });
});
