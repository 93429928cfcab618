// Compiled from catalogs/ar/displaySettings.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly heading: string;
  readonly hijri: string;
  readonly hijriHelp: string;
  readonly digits: string;
  readonly digitsHelp: string;
  readonly digitStyles: {
    readonly latn: string;
    readonly arab: string;
  };
  readonly hijriDate: string;
  readonly errors: {
    readonly hijri: string;
    readonly digits: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"heading\":\"عرض التواريخ والأرقام للجمهور\",\"hijri\":\"إظهار التاريخ الهجري (تقويم أم القرى) بجانب الميلادي\",\"hijriHelp\":\"في صفحات المتجر والطلب والتذاكر المطبوعة وبطاقات المحفظة والرسائل.\",\"digits\":\"الأرقام في الصفحات العربية\",\"digitsHelp\":\"في الأسعار والتواريخ والأعداد. تبقى المراجع ورموز التذاكر وأرقام الهواتف بالأرقام اللاتينية، وتبقى الصفحات الإنجليزية وصفحات الموظفين بالأرقام اللاتينية.\",\"digitStyles\":{\"latn\":\"لاتينية (0123456789)\",\"arab\":\"عربية هندية (٠١٢٣٤٥٦٧٨٩)\"},\"hijriDate\":\"التاريخ الهجري\",\"errors\":{\"hijri\":\"اختر إظهار التاريخ الهجري أو إخفاءه.\",\"digits\":\"اختر الأرقام اللاتينية أو العربية الهندية.\"}}");
