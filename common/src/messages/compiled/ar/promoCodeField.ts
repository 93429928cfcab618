// Compiled from catalogs/ar/promoCodeField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly label: string;
  readonly apply: string;
  readonly applying: string;
  readonly empty: string;
  readonly verifyFirst: string;
  readonly applied: string;
  readonly discounted: string;
  unlocked(names: string | number): string;
  perOrderLimit(limit: number): string;
  readonly remove: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"label\":[\"رمز الخصم أو الدعوة\"],\"apply\":[\"تطبيق\"],\"applying\":[\"جارٍ التحقق…\"],\"empty\":[\"اكتب الرمز أولًا.\"],\"verifyFirst\":[\"تحقّق من رقم جوالك أولًا، ثم طبّق الرمز.\"],\"applied\":[\"طُبّق الرمز\"],\"discounted\":[\"الأسعار المخفّضة ظاهرة في التذاكر أعلاه.\"],\"unlocked(names)\":[\"فتح الرمز: \",[\"names\"]],\"perOrderLimit(limit)\":[\"يصلح الرمز لـ\",[\"limit\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" في الطلب الواحد على الأكثر.\"],\"remove\":[\"إزالة الرمز\"]}");
