// Arabic strings of the buyer's own account: the phone step of the checkout
// (a one-time code to the buyer's phone), and `/my-tickets`, every order of
// that phone on any device. A module of its own, outside `arPublic`: only
// the chunks that sign a buyer in import it, so the shop's first download
// does not grow (docs/product.md §5).
export const buyerMessages = {
  heading: "رقم جوالك",
  why: "نرسل رمزًا لمرة واحدة إلى جوالك: به تجد تذاكرك على أي جهاز، ولا يتصرف أحد غيرك في طلبك.",
  start: "تحقّق من رقم جوالك",
  phoneLabel: "رقم الجوال",
  sendCode: "أرسل الرمز",
  sending: "جارٍ الإرسال…",
  codeSentTo: "أرسلنا رمزًا من 6 أرقام إلى",
  codeLabel: "رمز التحقق",
  codeHint: "الأرقام الستة في الرسالة",
  confirm: "تأكيد الرمز",
  confirming: "جارٍ التحقق…",
  changeNumber: "تغيير الرقم",
  resend: "إعادة إرسال الرمز",
  verifiedAs: "رقم جوالك المُتحقَّق منه:",
  signOut: "تسجيل الخروج",
  checking: "جارٍ التحقق من جلستك…",
  mustVerify: "تحقّق من رقم جوالك قبل المتابعة.",
  loadFailed: "تعذّر تحميل خطوة التحقق. تحقّق من اتصالك ثم حاول مجددًا.",
  errors: {
    invalidPhone: "رقم الجوال غير صحيح للدولة المختارة.",
    invalidCode: "الرمز غير صحيح. تحقّق منه وحاول مجددًا.",
    codeExpired: "انتهت صلاحية الرمز. اطلب رمزًا جديدًا.",
    tooManyRequests: "محاولات كثيرة. انتظر قليلًا ثم حاول مجددًا.",
    smsUnavailable: "تعذّر إرسال الرسالة إلى هذا الرقم الآن. حاول لاحقًا.",
    network: "تعذّر الاتصال. تحقّق من اتصالك ثم حاول مجددًا.",
    unknown: "تعذّر التحقق من الرقم. حاول مجددًا.",
  },

  myTickets: {
    intro: "كل طلبات رقم جوالك، على أي جهاز.",
    signInIntro: "تحقّق من رقم جوالك الذي اشتريت به لترى كل طلباتك وتذاكرك.",
    upcoming: "فعاليات قادمة",
    past: "فعاليات سابقة",
    empty: "لا توجد طلبات لهذا الرقم بعد.",
    open: "عرض الطلب والتذاكر",
    loadError: "تعذّر تحميل طلباتك. تحقّق من اتصالك ثم حاول مجددًا.",
    retry: "إعادة المحاولة",
    browse: "تصفّح الفعاليات",
  },

  /** An order's link opened without its private token (another device, a cleared browser). */
  orderSignIn: {
    intro: "لفتح هذا الطلب على هذا الجهاز، تحقّق من رقم جوالك الذي اشتريت به.",
    notYours: "هذا الطلب ليس من طلبات هذا الرقم. تحقّق بالرقم الذي اشتريت به، أو افتح «تذاكري».",
  },
} as const;
