// Compiled from catalogs/ar/answerWords.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly yes: string;
  readonly no: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"yes\":[\"نعم\"],\"no\":[\"لا\"]}");
