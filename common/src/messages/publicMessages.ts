// The Arabic strings of the pages every visitor sees (the shell, the landing
// page, the shop, the hosted checkout) and of the errors the functions answer
// with: `arPublic`. Every page of the web app imports it: the public pages
// alone, so that a phone does not download the staff pages' words
// (docs/product.md §5), a staff page with the staff sections it shows
// (`staffMessages`, `dashboardMessages`, …). `ar` (ar.ts), this plus every
// staff section, is for the functions and the tests.
import type { EventCategory } from "../eventCategories.js";
import type { Role } from "../roles.js";
import { functionErrorMessages, inputMessages, paymentMessages } from "./functionErrors.js";
import { paymentsMessages } from "./payments.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { ticketsMessages } from "./tickets.js";

export const arPublic = {
  appName: "بوّابة",
  tagline: "تذاكر فعالياتك، من البيع إلى البوابة",

  roles: {
    super_admin: "مدير عام",
    sales_admin: "مسؤول مبيعات",
    qr_scanner: "ماسح البوابة",
    user: "مستخدم",
  } satisfies Record<Role, string>,

  categories: {
    sport: "رياضة",
    party: "حفلات",
    news: "أخبار",
    sporonlietikat: "سبورونليتيكات",
    family: "عائلية",
    qasr_party: "حفلات القصر",
    general: "عامة",
  } satisfies Record<EventCategory, string>,

  /** Page titles, keyed by route path. */
  pages: {
    "/": "الرئيسية",
    "/login": "تسجيل الدخول",
    "/buy-tickets": "شراء التذاكر",
    "/my-tickets": "تذاكري",
    "/privacy-policy": "سياسة الخصوصية",
    "/dashboard": "لوحة التحكم",
    "/tickets-table": "جدول التذاكر",
    "/create-event": "إدارة الفعاليات",
    "/generate-tickets": "إصدار التذاكر",
    "/qr-scanner": "ماسح التذاكر",
    "/qr-codes": "رموز QR",
    "/ticket/:id": "تفاصيل التذكرة",
    "/sport-tickets": "تذاكر الرياضة",
    "/party-tickets": "تذاكر الحفلات",
    "/news-tickets": "تذاكر الأخبار",
    "/sporonlietikat-tickets": "تذاكر سبورونليتيكات",
    "/family-tickets": "تذاكر العائلات",
    "/qasr-party-tickets": "تذاكر حفلات القصر",
    "/qasr-ticket-creation": "إنشاء تذاكر القصر",
    "/qasr-assign-ticket": "تخصيص تذاكر القصر",
    "/qasr-events-manager": "إدارة فعاليات القصر",
    "/admin-sales-editor": "محرر المبيعات",
    "/welcome": "مرحبًا بك في بوّابة",
    "/yousr-pay-test": "اختبار بوابة الدفع",
    "/youser-payment": "الدفع عبر يُسر",
    "/super-admin-bulk-tickets": "إصدار التذاكر بالجملة",
    "/staff": "إدارة الموظفين",
    "/settings": "إعدادات المنظّم",
  } as Record<string, string>,

  shell: {
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    mainNav: "التنقل الرئيسي",
    signOut: "تسجيل الخروج",
    myTickets: "تذاكري",
    signedInAs: (email: string) => `مسجّل الدخول باسم ${email}`,
    footer: "© بوّابة — بيع التذاكر وإدارة الفعاليات",
    loading: "جارٍ التحميل…",
    skipToContent: "تخطَّ إلى المحتوى",
    account: "الحساب",
    navGroups: {
      admin: "الإدارة",
      sales: "البيع",
      events: "الفعاليات",
      tickets: "التذاكر",
      gate: "البوابة",
    },
    signIn: "دخول الموظفين",
    privacyPolicy: "سياسة الخصوصية",
    buyTickets: "شراء التذاكر",
  },

  chunkError: {
    title: "تعذّر تحميل الصفحة",
    body: (chunk: string) =>
      `لم نتمكّن من تحميل جزء الصفحة «${chunk}». تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.`,
    timeout: (chunk: string) => `انتهت مهلة تحميل جزء الصفحة «${chunk}».`,
    retry: "إعادة المحاولة",
  },

  /** A page that failed while drawing itself: the app-wide error screen. */
  renderError: {
    title: "حدث خطأ غير متوقّع",
    body: "تعذّر عرض هذه الصفحة بسبب خطأ في التطبيق، وقد سُجّل الخطأ. أعد تحميل الصفحة أو عُد إلى الرئيسية.",
    reload: "إعادة التحميل",
    home: "العودة إلى الرئيسية",
  },

  notFound: {
    title: "الصفحة غير موجودة",
    body: "الرابط الذي فتحته غير موجود أو تغيّر.",
    home: "العودة إلى الرئيسية",
  },

  noAccess: {
    title: "لا تملك صلاحية للوصول",
    body: "دورك الحالي لا يسمح بفتح أي صفحة. تواصل مع مدير النظام ليعيّن لك دورًا صحيحًا.",
  },

  landing: {
    heading: "بوّابة: بيع التذاكر وإدارة الفعاليات بالعربية",
    intro:
      "منصّة عربية لبيع تذاكر الفعاليات وإدارتها: إصدار تذاكر برموز QR موقّعة، بيع من شباك التذاكر وعبر الإنترنت، ومسح سريع عند البوابة حتى مع انقطاع الشبكة.",
    features: [
      "تذاكر برموز QR موقّعة رقميًا لا يمكن تزويرها",
      "بيع من شباك التذاكر وعبر الإنترنت من الهاتف",
      "مسح عند البوابة يعمل حتى دون اتصال",
    ],
    buyTickets: "اشترِ تذاكرك الآن",
    staffSignIn: "دخول الموظفين",
    onSale: "معروضة للبيع الآن",
    eventTickets: "التذاكر",
    allEvents: "كل الفعاليات",
  },

  login: {
    heading: "تسجيل دخول الموظفين",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "دخول",
    submitting: "جارٍ الدخول…",
    forgotPassword: "نسيت كلمة المرور؟",
    sendReset: "إرسال رابط إعادة التعيين",
    resetSent: (email: string) =>
      `إن كان لدى ${email} حساب، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.`,
    backToSignIn: "العودة إلى تسجيل الدخول",
    showPassword: "إظهار كلمة المرور",
    hidePassword: "إخفاء كلمة المرور",
    errors: {
      emailRequired: "أدخل البريد الإلكتروني.",
      emailInvalid: "صيغة البريد الإلكتروني غير صحيحة.",
      passwordRequired: "أدخل كلمة المرور.",
      invalidCredential: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
      tooManyRequests: "محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مجددًا أو أعد تعيين كلمة المرور.",
      userDisabled: "هذا الحساب موقوف. تواصل مع مدير النظام.",
      network: functionErrorMessages.network,
      unknown: "حدث خطأ غير متوقع أثناء تسجيل الدخول. حاول مجددًا.",
    },
  },

  /** The sign-in page's other forms and notices (invitation, removal). */
  session: {
    roleRemoved: "أُزيل دورك أو تغيّر، فسُجّل خروجك. إن كان هذا خطأ فتواصل مع المدير العام.",
    setPassword: {
      heading: "تعيين كلمة المرور",
      intro: (email: string) => `عيّن كلمة مرور لحساب ${email}.`,
      password: "كلمة المرور الجديدة",
      confirm: "أعد كتابة كلمة المرور",
      submit: "حفظ كلمة المرور والدخول",
      submitting: "جارٍ الحفظ…",
      mismatch: "كلمتا المرور غير متطابقتين.",
      tooShort: "كلمة المرور قصيرة: 8 أحرف على الأقل.",
      invalidLink: "رابط تعيين كلمة المرور غير صالح أو استُخدم من قبل أو انتهت صلاحيته. اطلب دعوة جديدة من المدير العام.",
    },
  },

  welcome: {
    body: "تم تسجيل دخولك، لكن لم يُعيَّن لك دور بعد. يجب على مدير النظام أن يعيّن لك دورًا قبل أن تتمكن من استخدام صفحات الموظفين.",
    hint: "ستظهر صفحاتك هنا تلقائيًا بمجرد تعيين الدور، دون الحاجة إلى تسجيل الخروج.",
    verify: (email: string) =>
      `لم تؤكّد بريدك الإلكتروني ${email} بعد. لن يُطبَّق أي دور على حسابك قبل تأكيده: افتح رابط التأكيد الذي أرسلناه إليه، ثم اضغط «أكّدت بريدي».`,
    sendVerification: "إرسال رابط التأكيد مجددًا",
    verificationSent: "أرسلنا رابط التأكيد. افتحه من بريدك ثم عد إلى هنا.",
    verified: "أكّدت بريدي",
  },

  /** Ticket details, QR lists, assignment, bulk jobs, printing (tickets.ts). */
  tickets: ticketsMessages,

  /** Invalid input of a callable, field by field (functionErrors.ts). */
  input: inputMessages,

  /** The public shop: events, tickets, buyer, paying, the order page (shop.ts). */
  shop: shopMessages,

  /** Yousr Pay, the test gateway: its checkout page and console (payments.ts). */
  payments: paymentsMessages,

  /** The box-office selling pages (sales.ts). */
  sales: salesMessages,

  /** Errors the Cloud Functions answer with, and failing to reach them (functionErrors.ts). */
  errors: functionErrorMessages,

  /** Why an online order ended, webhook log reasons, the buyer's e-mail (functionErrors.ts). */
  paymentOutcomes: paymentMessages,
} as const;
