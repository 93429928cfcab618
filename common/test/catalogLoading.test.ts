// Another language's catalogs loaded a section at a time (i18n.ts
// loadCatalogsOfSections): those of the sections built so far, each once,
// a failed one tried again; until then a section reads in Arabic.
import { expect, it } from "vitest";
import { inDisplayLocale } from "../src/locale";
import { loadCatalogsOfSections, loadCatalogsWith, registerCatalog } from "../src/messages/i18n";
import { englishOfferMessages } from "../src/messages/englishOffer";

it("loads the catalogs of the sections built, each once, and again after a failure", async () => {
  const asked: string[][] = [];
  let failNext = true;
  loadCatalogsWith(async (sections) => {
    asked.push([...sections]);
    if (failNext) {
      failNext = false;
      throw new TypeError("Failed to fetch dynamically imported module");
    }
    registerCatalog("en", { "englishOffer.offer.yes": "Yes" });
  });
  const english = () => inDisplayLocale({ language: "en" }, () => englishOfferMessages.offer.yes);
  expect(english()).toBe("نعم");
  await expect(loadCatalogsOfSections()).rejects.toThrow("Failed to fetch");
  await loadCatalogsOfSections();
  await loadCatalogsOfSections();
  expect(english()).toBe("Yes");
  expect(asked).toHaveLength(2);
  expect(asked[1]).toContain("englishOffer");
});
