// Compiled from catalogs/ar/englishOffer.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly offer: {
    readonly question: string;
    readonly yes: string;
    readonly no: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"offer\":{\"question\":\"هل تريد عرض هذه الصفحة بالإنجليزية؟\",\"yes\":\"نعم\",\"no\":\"لا، شكرًا\"}}");
