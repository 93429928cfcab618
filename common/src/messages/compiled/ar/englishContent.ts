// Compiled from catalogs/ar/englishContent.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly form: {
    readonly heading: string;
    readonly hint: string;
    readonly titleEn: string;
    readonly descriptionEn: string;
    readonly venueEn: string;
    readonly nameEn: string;
  };
  readonly languageInvalid: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"form\":{\"heading\":\"بالإنجليزية\",\"hint\":\"اختياري: تظهر هذه في صفحات الشراء الإنجليزية، وما يُترك منها فارغًا تظهر مكانه الكلمات العربية.\",\"titleEn\":\"العنوان بالإنجليزية\",\"descriptionEn\":\"وصف الفعالية بالإنجليزية\",\"venueEn\":\"مكان الفعالية بالإنجليزية\",\"nameEn\":\"الاسم بالإنجليزية\"},\"languageInvalid\":\"لغة الطلب غير معروفة: العربية (ar) أو الإنجليزية (en).\"}");
