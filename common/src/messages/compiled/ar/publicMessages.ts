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
  readonly landing: {
    readonly heading: string;
    readonly intro: string;
    readonly buyTickets: string;
    readonly staffSignIn: string;
    readonly onSale: string;
    readonly eventTickets: string;
    readonly allEvents: string;
    readonly features: readonly string[];
  };
  readonly login: {
    readonly heading: string;
    readonly email: string;
    readonly password: string;
    readonly submit: string;
    readonly submitting: string;
    readonly forgotPassword: string;
    readonly sendReset: string;
    resetSent(email: string | number): string;
    readonly backToSignIn: string;
    readonly showPassword: string;
    readonly hidePassword: string;
    readonly errors: {
      readonly emailRequired: string;
      readonly emailInvalid: string;
      readonly passwordRequired: string;
      readonly invalidCredential: string;
      readonly tooManyRequests: string;
      readonly userDisabled: string;
      readonly unknown: string;
    };
  };
  readonly session: {
    readonly roleRemoved: string;
    readonly setPassword: {
      readonly heading: string;
      intro(email: string | number): string;
      readonly password: string;
      readonly confirm: string;
      readonly submit: string;
      readonly submitting: string;
      readonly mismatch: string;
      readonly tooShort: string;
      readonly invalidLink: string;
    };
  };
  readonly welcome: {
    readonly body: string;
    readonly hint: string;
    verify(email: string | number): string;
    readonly sendVerification: string;
    readonly verificationSent: string;
    readonly verified: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"appName\":[\"بوّابة\"],\"tagline\":[\"تذاكر فعالياتك، من البيع إلى البوابة\"],\"roles\":{\"super_admin\":[\"مدير عام\"],\"sales_admin\":[\"مسؤول مبيعات\"],\"qr_scanner\":[\"ماسح البوابة\"],\"user\":[\"مستخدم\"]},\"categories\":{\"sport\":[\"رياضة\"],\"party\":[\"حفلات\"],\"news\":[\"أخبار\"],\"sporonlietikat\":[\"سبورونليتيكات\"],\"family\":[\"عائلية\"],\"qasr_party\":[\"حفلات القصر\"],\"general\":[\"عامة\"]},\"pages\":{\"/\":[\"الرئيسية\"],\"/login\":[\"تسجيل الدخول\"],\"/buy-tickets\":[\"شراء التذاكر\"],\"/my-tickets\":[\"تذاكري\"],\"/privacy-policy\":[\"سياسة الخصوصية\"],\"/dashboard\":[\"لوحة التحكم\"],\"/tickets-table\":[\"جدول التذاكر\"],\"/create-event\":[\"إدارة الفعاليات\"],\"/generate-tickets\":[\"إصدار التذاكر\"],\"/qr-scanner\":[\"ماسح التذاكر\"],\"/qr-codes\":[\"رموز QR\"],\"/ticket/:id\":[\"تفاصيل التذكرة\"],\"/sport-tickets\":[\"تذاكر الرياضة\"],\"/party-tickets\":[\"تذاكر الحفلات\"],\"/news-tickets\":[\"تذاكر الأخبار\"],\"/sporonlietikat-tickets\":[\"تذاكر سبورونليتيكات\"],\"/family-tickets\":[\"تذاكر العائلات\"],\"/qasr-party-tickets\":[\"تذاكر حفلات القصر\"],\"/qasr-ticket-creation\":[\"إنشاء تذاكر القصر\"],\"/qasr-assign-ticket\":[\"تخصيص تذاكر القصر\"],\"/qasr-events-manager\":[\"إدارة فعاليات القصر\"],\"/admin-sales-editor\":[\"محرر المبيعات\"],\"/welcome\":[\"مرحبًا بك في بوّابة\"],\"/yousr-pay-test\":[\"اختبار بوابة الدفع\"],\"/youser-payment\":[\"الدفع عبر يُسر\"],\"/super-admin-bulk-tickets\":[\"إصدار التذاكر بالجملة\"],\"/staff\":[\"إدارة الموظفين\"],\"/settings\":[\"إعدادات المنظّم\"]},\"shell\":{\"openMenu\":[\"فتح القائمة\"],\"closeMenu\":[\"إغلاق القائمة\"],\"mainNav\":[\"التنقل الرئيسي\"],\"signOut\":[\"تسجيل الخروج\"],\"myTickets\":[\"تذاكري\"],\"signedInAs(email)\":[\"مسجّل الدخول باسم \",[\"email\"]],\"footer\":[\"© بوّابة — بيع التذاكر وإدارة الفعاليات\"],\"loading\":[\"جارٍ التحميل…\"],\"skipToContent\":[\"تخطَّ إلى المحتوى\"],\"account\":[\"الحساب\"],\"navGroups\":{\"admin\":[\"الإدارة\"],\"sales\":[\"البيع\"],\"events\":[\"الفعاليات\"],\"tickets\":[\"التذاكر\"],\"gate\":[\"البوابة\"]},\"signIn\":[\"دخول الموظفين\"],\"privacyPolicy\":[\"سياسة الخصوصية\"],\"buyTickets\":[\"شراء التذاكر\"]},\"chunkError\":{\"title\":[\"تعذّر تحميل الصفحة\"],\"body(chunk)\":[\"لم نتمكّن من تحميل جزء الصفحة «\",[\"chunk\"],\"». تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.\"],\"timeout(chunk)\":[\"انتهت مهلة تحميل جزء الصفحة «\",[\"chunk\"],\"».\"],\"retry\":[\"إعادة المحاولة\"]},\"renderError\":{\"title\":[\"حدث خطأ غير متوقّع\"],\"body\":[\"تعذّر عرض هذه الصفحة بسبب خطأ في التطبيق، وقد سُجّل الخطأ. أعد تحميل الصفحة أو عُد إلى الرئيسية.\"],\"reload\":[\"إعادة التحميل\"],\"home\":[\"العودة إلى الرئيسية\"]},\"notFound\":{\"title\":[\"الصفحة غير موجودة\"],\"body\":[\"الرابط الذي فتحته غير موجود أو تغيّر.\"],\"home\":[\"العودة إلى الرئيسية\"]},\"noAccess\":{\"title\":[\"لا تملك صلاحية للوصول\"],\"body\":[\"دورك الحالي لا يسمح بفتح أي صفحة. تواصل مع مدير النظام ليعيّن لك دورًا صحيحًا.\"]},\"landing\":{\"heading\":[\"بوّابة: بيع التذاكر وإدارة الفعاليات بالعربية\"],\"intro\":[\"منصّة عربية لبيع تذاكر الفعاليات وإدارتها: إصدار تذاكر برموز QR موقّعة، بيع من شباك التذاكر وعبر الإنترنت، ومسح سريع عند البوابة حتى مع انقطاع الشبكة.\"],\"buyTickets\":[\"اشترِ تذاكرك الآن\"],\"staffSignIn\":[\"دخول الموظفين\"],\"onSale\":[\"معروضة للبيع الآن\"],\"eventTickets\":[\"التذاكر\"],\"allEvents\":[\"كل الفعاليات\"],\"features\":{\"0\":[\"تذاكر برموز QR موقّعة رقميًا لا يمكن تزويرها\"],\"1\":[\"بيع من شباك التذاكر وعبر الإنترنت من الهاتف\"],\"2\":[\"مسح عند البوابة يعمل حتى دون اتصال\"]}},\"login\":{\"heading\":[\"تسجيل دخول الموظفين\"],\"email\":[\"البريد الإلكتروني\"],\"password\":[\"كلمة المرور\"],\"submit\":[\"دخول\"],\"submitting\":[\"جارٍ الدخول…\"],\"forgotPassword\":[\"نسيت كلمة المرور؟\"],\"sendReset\":[\"إرسال رابط إعادة التعيين\"],\"resetSent(email)\":[\"إن كان لدى \",[\"email\"],\" حساب، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.\"],\"backToSignIn\":[\"العودة إلى تسجيل الدخول\"],\"showPassword\":[\"إظهار كلمة المرور\"],\"hidePassword\":[\"إخفاء كلمة المرور\"],\"errors\":{\"emailRequired\":[\"أدخل البريد الإلكتروني.\"],\"emailInvalid\":[\"صيغة البريد الإلكتروني غير صحيحة.\"],\"passwordRequired\":[\"أدخل كلمة المرور.\"],\"invalidCredential\":[\"البريد الإلكتروني أو كلمة المرور غير صحيحة.\"],\"tooManyRequests\":[\"محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مجددًا أو أعد تعيين كلمة المرور.\"],\"userDisabled\":[\"هذا الحساب موقوف. تواصل مع مدير النظام.\"],\"unknown\":[\"حدث خطأ غير متوقع أثناء تسجيل الدخول. حاول مجددًا.\"]}},\"session\":{\"roleRemoved\":[\"أُزيل دورك أو تغيّر، فسُجّل خروجك. إن كان هذا خطأ فتواصل مع المدير العام.\"],\"setPassword\":{\"heading\":[\"تعيين كلمة المرور\"],\"intro(email)\":[\"عيّن كلمة مرور لحساب \",[\"email\"],\".\"],\"password\":[\"كلمة المرور الجديدة\"],\"confirm\":[\"أعد كتابة كلمة المرور\"],\"submit\":[\"حفظ كلمة المرور والدخول\"],\"submitting\":[\"جارٍ الحفظ…\"],\"mismatch\":[\"كلمتا المرور غير متطابقتين.\"],\"tooShort\":[\"كلمة المرور قصيرة: 8 أحرف على الأقل.\"],\"invalidLink\":[\"رابط تعيين كلمة المرور غير صالح أو استُخدم من قبل أو انتهت صلاحيته. اطلب دعوة جديدة من المدير العام.\"]}},\"welcome\":{\"body\":[\"تم تسجيل دخولك، لكن لم يُعيَّن لك دور بعد. يجب على مدير النظام أن يعيّن لك دورًا قبل أن تتمكن من استخدام صفحات الموظفين.\"],\"hint\":[\"ستظهر صفحاتك هنا تلقائيًا بمجرد تعيين الدور، دون الحاجة إلى تسجيل الخروج.\"],\"verify(email)\":[\"لم تؤكّد بريدك الإلكتروني \",[\"email\"],\" بعد. لن يُطبَّق أي دور على حسابك قبل تأكيده: افتح رابط التأكيد الذي أرسلناه إليه، ثم اضغط «أكّدت بريدي».\"],\"sendVerification\":[\"إرسال رابط التأكيد مجددًا\"],\"verificationSent\":[\"أرسلنا رابط التأكيد. افتحه من بريدك ثم عد إلى هنا.\"],\"verified\":[\"أكّدت بريدي\"]}}");
