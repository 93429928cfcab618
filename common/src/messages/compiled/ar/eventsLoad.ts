// Compiled from catalogs/ar/eventsLoad.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly loadFailed: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"loadFailed\":[\"تعذّر تحميل الفعاليات. حدّث الصفحة أو تحقّق من صلاحياتك.\"]}");
