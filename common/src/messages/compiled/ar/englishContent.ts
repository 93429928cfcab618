// Compiled from catalogs/ar/englishContent.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"englishContent.form.heading\":[\"بالإنجليزية\"],\"englishContent.form.hint\":[\"اختياري: تظهر هذه في صفحات الشراء الإنجليزية، وما يُترك منها فارغًا تظهر مكانه الكلمات العربية.\"],\"englishContent.form.titleEn\":[\"العنوان بالإنجليزية\"],\"englishContent.form.descriptionEn\":[\"الوصف بالإنجليزية\"],\"englishContent.form.venueEn\":[\"المكان بالإنجليزية\"],\"englishContent.form.nameEn\":[\"الاسم بالإنجليزية\"],\"englishContent.languageInvalid\":[\"لغة الطلب غير معروفة: العربية (ar) أو الإنجليزية (en).\"]}");
