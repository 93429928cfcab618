// Compiled from catalogs/ar/ticketFiles.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly exportCsv: string;
  readonly exportFailed: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"exportCsv\":\"تصدير CSV\",\"exportFailed\":\"تعذّر التصدير. حاول مجددًا.\"}");
