// Compiled from catalogs/ar/promoCodeEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly haveCode: string;
  readonly invalidCode: string;
  priceBefore(price: string | number): string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"haveCode\":[\"لديك رمز خصم أو دعوة؟\"],\"invalidCode\":[\"الرمز من 3 إلى 32 حرفًا أو رقمًا (تُهمَل المسافات والشرطات).\"],\"priceBefore(price)\":[\"قبل الخصم \",[\"price\"]]}");
