// Compiled from catalogs/ar/publicMessages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly appName: string;
  readonly tagline: string;
  readonly roles: {
    readonly super_admin: string;
    readonly sales_admin: string;
    readonly qr_scanner: string;
    readonly user: string;
  };
  readonly categories: {
    readonly sport: string;
    readonly party: string;
    readonly news: string;
    readonly sporonlietikat: string;
    readonly family: string;
    readonly qasr_party: string;
    readonly general: string;
  };
  readonly free: string;
  readonly pages: {
    readonly "/": string;
    readonly "/login": string;
    readonly "/buy-tickets": string;
    readonly "/my-tickets": string;
    readonly "/privacy-policy": string;
    readonly "/dashboard": string;
    readonly "/tickets-table": string;
    readonly "/create-event": string;
    readonly "/generate-tickets": string;
    readonly "/qr-scanner": string;
    readonly "/qr-codes": string;
    readonly "/ticket/:id": string;
    readonly "/sport-tickets": string;
    readonly "/party-tickets": string;
    readonly "/news-tickets": string;
    readonly "/sporonlietikat-tickets": string;
    readonly "/family-tickets": string;
    readonly "/qasr-party-tickets": string;
    readonly "/qasr-ticket-creation": string;
    readonly "/qasr-assign-ticket": string;
    readonly "/qasr-events-manager": string;
    readonly "/admin-sales-editor": string;
    readonly "/welcome": string;
    readonly "/yousr-pay-test": string;
    readonly "/youser-payment": string;
    readonly "/super-admin-bulk-tickets": string;
    readonly "/staff": string;
    readonly "/settings": string;
  };
  readonly shell: {
    readonly openMenu: string;
    readonly closeMenu: string;
    readonly mainNav: string;
    readonly signOut: string;
    readonly myTickets: string;
    signedInAs(email: string | number): string;
    readonly footer: string;
    readonly loading: string;
    readonly skipToContent: string;
    readonly account: string;
    readonly navGroups: {
      readonly admin: string;
      readonly sales: string;
      readonly events: string;
      readonly tickets: string;
      readonly gate: string;
    };
    readonly signIn: string;
    readonly privacyPolicy: string;
    readonly buyTickets: string;
    readonly working: string;
  };
  readonly chunkError: {
    readonly title: string;
    body(chunk: string | number): string;
    timeout(chunk: string | number): string;
    readonly retry: string;
  };
  readonly renderError: {
    readonly title: string;
    readonly body: string;
    readonly reload: string;
    readonly home: string;
  };
  readonly notFound: {
    readonly title: string;
    readonly body: string;
    readonly home: string;
  };
  readonly noAccess: {
    readonly title: string;
    readonly body: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"appName\":\"بوّابة\",\"tagline\":\"تذاكر فعالياتك، من البيع إلى البوابة\",\"roles\":{\"super_admin\":\"مدير عام\",\"sales_admin\":\"مسؤول مبيعات\",\"qr_scanner\":\"ماسح البوابة\",\"user\":\"مستخدم\"},\"categories\":{\"sport\":\"رياضة\",\"party\":\"حفلات\",\"news\":\"أخبار\",\"sporonlietikat\":\"سبورونليتيكات\",\"family\":\"عائلية\",\"qasr_party\":\"حفلات القصر\",\"general\":\"عامة\"},\"free\":\"مجانًا\",\"pages\":{\"/\":\"الرئيسية\",\"/login\":\"تسجيل الدخول\",\"/buy-tickets\":\"شراء التذاكر\",\"/my-tickets\":\"تذاكري\",\"/privacy-policy\":\"سياسة الخصوصية\",\"/dashboard\":\"لوحة التحكم\",\"/tickets-table\":\"جدول التذاكر\",\"/create-event\":\"إدارة الفعاليات\",\"/generate-tickets\":\"إصدار التذاكر\",\"/qr-scanner\":\"ماسح التذاكر\",\"/qr-codes\":\"رموز QR\",\"/ticket/:id\":\"تفاصيل التذكرة\",\"/sport-tickets\":\"تذاكر الرياضة\",\"/party-tickets\":\"تذاكر الحفلات\",\"/news-tickets\":\"تذاكر الأخبار\",\"/sporonlietikat-tickets\":\"تذاكر سبورونليتيكات\",\"/family-tickets\":\"تذاكر العائلات\",\"/qasr-party-tickets\":\"تذاكر حفلات القصر\",\"/qasr-ticket-creation\":\"إنشاء تذاكر القصر\",\"/qasr-assign-ticket\":\"تخصيص تذاكر القصر\",\"/qasr-events-manager\":\"إدارة فعاليات القصر\",\"/admin-sales-editor\":\"محرر المبيعات\",\"/welcome\":\"مرحبًا بك في بوّابة\",\"/yousr-pay-test\":\"اختبار بوابة الدفع\",\"/youser-payment\":\"الدفع عبر يُسر\",\"/super-admin-bulk-tickets\":\"إصدار التذاكر بالجملة\",\"/staff\":\"إدارة الموظفين\",\"/settings\":\"إعدادات المنظّم\"},\"shell\":{\"openMenu\":\"فتح القائمة\",\"closeMenu\":\"إغلاق القائمة\",\"mainNav\":\"التنقل الرئيسي\",\"signOut\":\"تسجيل الخروج\",\"myTickets\":\"تذاكري\",\"signedInAs(email)\":[\"مسجّل الدخول باسم \",[\"email\"]],\"footer\":\"© بوّابة — بيع التذاكر وإدارة الفعاليات\",\"loading\":\"جارٍ التحميل…\",\"skipToContent\":\"تخطَّ إلى المحتوى\",\"account\":\"الحساب\",\"navGroups\":{\"admin\":\"الإدارة\",\"sales\":\"البيع\",\"events\":\"الفعاليات\",\"tickets\":\"التذاكر\",\"gate\":\"البوابة\"},\"signIn\":\"دخول الموظفين\",\"privacyPolicy\":\"سياسة الخصوصية\",\"buyTickets\":\"شراء التذاكر\",\"working\":\"جارٍ التنفيذ…\"},\"chunkError\":{\"title\":\"تعذّر تحميل الصفحة\",\"body(chunk)\":[\"لم نتمكّن من تحميل جزء الصفحة «\",[\"chunk\"],\"». تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.\"],\"timeout(chunk)\":[\"انتهت مهلة تحميل جزء الصفحة «\",[\"chunk\"],\"».\"],\"retry\":\"إعادة المحاولة\"},\"renderError\":{\"title\":\"حدث خطأ غير متوقّع\",\"body\":\"تعذّر عرض هذه الصفحة بسبب خطأ في التطبيق، وقد سُجّل الخطأ. أعد تحميل الصفحة أو عُد إلى الرئيسية.\",\"reload\":\"إعادة التحميل\",\"home\":\"العودة إلى الرئيسية\"},\"notFound\":{\"title\":\"الصفحة غير موجودة\",\"body\":\"الرابط الذي فتحته غير موجود أو تغيّر.\",\"home\":\"العودة إلى الرئيسية\"},\"noAccess\":{\"title\":\"لا تملك صلاحية للوصول\",\"body\":\"دورك الحالي لا يسمح بفتح أي صفحة. تواصل مع مدير النظام ليعيّن لك دورًا صحيحًا.\"}}");
