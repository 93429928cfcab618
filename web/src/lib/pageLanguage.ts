// The language of the page this tab shows (docs/product.md § Languages,
// dates and digits): Arabic, or English under `/en`. It is set once, as the
// page starts (main.tsx, app/language.ts), as the display locale's language
// (common locale.ts displayLocale), and holds for the page's life:
// switching language loads the other language's address.
//
// Arabic's words come with the sections' modules. An English page loads the
// English catalog of each section it shows before drawing it (common
// i18n.ts loadCatalogsOfSections): those of the modules loaded with the page
// first, and those a chunk loaded later brings before that chunk's views
// draw (components/loadChunk.ts, importOnce.ts). So a page downloads only
// the English words it can show, one small chunk per section (those of the
// sections every page shows come with the loader), and never shows a word
// in Arabic while its English one is on the way.
import { directionOf, loadCatalogsOfSections, loadCatalogsWith, setDisplayLocale, type Language } from "@bawwaba/common";

/** Makes `language` the page's: its messages and formats, the document's language and direction, and the catalogs it shows first. */
export async function startPageLanguage(language: Language): Promise<void> {
  setDisplayLocale({ language });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (language === "en") {
    const { loadCatalogs } = await import("@bawwaba/common/messages/en/load");
    loadCatalogsWith(loadCatalogs);
    await loadCatalogsOfSections();
  }
}
