// Compiled from catalogs/ar/languageChoice.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly switchTo: {
    readonly ar: string;
    readonly en: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"switchTo\":{\"ar\":\"العربية\",\"en\":\"English\"}}");
