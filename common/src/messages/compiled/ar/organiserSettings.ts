// Compiled from catalogs/ar/organiserSettings.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly title: string;
  readonly intro: string;
  readonly fields: {
    readonly legalName: string;
    readonly legalNameEn: string;
    readonly vatNumber: string;
    readonly vatNumberHelp: string;
    readonly address: string;
    readonly country: string;
    readonly currency: string;
    readonly vatRate: string;
    readonly vatRateHelp: string;
    readonly invoicing: string;
    readonly logo: string;
    readonly chooseLogo: string;
    readonly removeLogo: string;
  };
  readonly countries: {
    readonly SA: string;
    readonly AE: string;
    readonly BH: string;
    readonly OM: string;
    readonly QA: string;
    readonly KW: string;
    readonly JO: string;
    readonly IQ: string;
    readonly EG: string;
    readonly LY: string;
    readonly TN: string;
    readonly DZ: string;
    readonly MA: string;
  };
  readonly save: string;
  readonly saving: string;
  readonly saved: string;
  readonly notSetYet: string;
  readonly logoPreview: string;
  readonly loadFailed: string;
  readonly errors: {
    readonly legalName: string;
    readonly legalNameEn: string;
    readonly address: string;
    readonly country: string;
    readonly currency: string;
    readonly vatRate: string;
    readonly vatNumberSaudi: string;
    readonly vatNumberOther: string;
    readonly vatNumberRequired: string;
    readonly logo: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"title\":[\"إعدادات المنظّم\"],\"intro\":[\"بيانات المنشأة التي تظهر على الفواتير الضريبية، وضريبة القيمة المضافة الافتراضية لأنواع التذاكر.\"],\"fields\":{\"legalName\":[\"الاسم القانوني للمنشأة\"],\"legalNameEn\":[\"الاسم القانوني بالإنجليزية (اختياري)\"],\"vatNumber\":[\"رقم التسجيل في ضريبة القيمة المضافة\"],\"vatNumberHelp\":[\"في السعودية: 15 رقمًا، أولها 3 وآخرها 3.\"],\"address\":[\"العنوان\"],\"country\":[\"الدولة\"],\"currency\":[\"العملة الافتراضية للفعاليات الجديدة\"],\"vatRate\":[\"نسبة ضريبة القيمة المضافة الافتراضية (%)\"],\"vatRateHelp\":[\"تُقترح لكل نوع تذاكر جديد، ويمكن تغييرها لكل نوع. الأسعار شاملة للضريبة.\"],\"invoicing\":[\"إصدار فاتورة ضريبية مبسطة لكل طلب مدفوع\"],\"logo\":[\"الشعار (PNG أو JPEG أو SVG، حتى 48 ك.ب)\"],\"chooseLogo\":[\"اختر صورة\"],\"removeLogo\":[\"إزالة الشعار\"]},\"countries\":{\"SA\":[\"السعودية\"],\"AE\":[\"الإمارات\"],\"BH\":[\"البحرين\"],\"OM\":[\"عُمان\"],\"QA\":[\"قطر\"],\"KW\":[\"الكويت\"],\"JO\":[\"الأردن\"],\"IQ\":[\"العراق\"],\"EG\":[\"مصر\"],\"LY\":[\"ليبيا\"],\"TN\":[\"تونس\"],\"DZ\":[\"الجزائر\"],\"MA\":[\"المغرب\"]},\"save\":[\"حفظ الإعدادات\"],\"saving\":[\"جارٍ الحفظ…\"],\"saved\":[\"حُفظت الإعدادات.\"],\"notSetYet\":[\"لم تُحفظ إعدادات المنظّم بعد: لن تصدر فواتير حتى تُحفظ.\"],\"logoPreview\":[\"الشعار الحالي\"],\"loadFailed\":[\"تعذّر تحميل الإعدادات. تحقّق من اتصالك ثم أعد تحميل الصفحة.\"],\"errors\":{\"legalName\":[\"اكتب الاسم القانوني للمنشأة (حتى 120 حرفًا).\"],\"legalNameEn\":[\"الاسم بالإنجليزية حتى 120 حرفًا.\"],\"address\":[\"اكتب عنوان المنشأة (حتى 300 حرف).\"],\"country\":[\"اختر الدولة.\"],\"currency\":[\"اختر عملة من القائمة.\"],\"vatRate\":[\"اكتب نسبة بين 0 و50، بمنزلتين عشريتين على الأكثر.\"],\"vatNumberSaudi\":[\"رقم التسجيل الضريبي السعودي 15 رقمًا، أولها 3 وآخرها 3.\"],\"vatNumberOther\":[\"رقم التسجيل الضريبي غير صحيح لهذه الدولة.\"],\"vatNumberRequired\":[\"الفواتير الضريبية تحتاج رقم التسجيل في ضريبة القيمة المضافة.\"],\"logo\":[\"الشعار صورة PNG أو JPEG أو SVG حتى 48 ك.ب.\"]}}");
