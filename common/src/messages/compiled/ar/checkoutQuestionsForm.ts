// Compiled from catalogs/ar/checkoutQuestionsForm.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly heading: string;
  ticketHeading(position: number, typeName: string | number): string;
  readonly choose: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"heading\":[\"أسئلة الحجز\"],\"ticketHeading(position, typeName)\":[\"التذكرة \",[\"position\",\"number\"],\" — \",[\"typeName\"]],\"choose\":[\"اختر…\"]}");
