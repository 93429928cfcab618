// Arabic messages of the errors the Cloud Functions answer with (HttpsError
// message; the web app shows them as they come), and of the client's own
// failures to reach them (`ar.errors`).

export const functionErrorMessages = {
  unauthenticated: "يجب تسجيل الدخول أولًا.",
  permissionDenied: "لا تملك صلاحية لهذا الإجراء.",
  invalidArgument: "البيانات المرسلة غير صحيحة.",
  timeout: "لم يصل رد الخادم خلال 30 ثانية. تحقّق من اتصالك، ثم راجع النتيجة قبل المحاولة مجددًا.",
  network: "تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم حاول مجددًا.",
  unknown: "حدث خطأ غير متوقع. حاول مجددًا.",
  eventNotFound: "الفعالية غير موجودة.",
  ticketTypeNotFound: (count: number) =>
    count === 1 ? "نوع التذاكر غير موجود في هذه الفعالية." : "بعض أنواع التذاكر غير موجودة في هذه الفعالية.",
  eventNotOnSale: "الفعالية غير معروضة للبيع الآن.",
  salesNotStarted: (typeName: string) => `لم يبدأ بيع «${typeName}» بعد.`,
  salesEnded: (typeName: string) => `انتهى بيع «${typeName}».`,
  overPerOrderLimit: (typeName: string, limit: number) => `الحد الأقصى لـ«${typeName}» هو ${limit} في الطلب الواحد.`,
  notEnoughLeft: (typeName: string, remaining: number) =>
    remaining === 0 ? `نفدت تذاكر «${typeName}».` : `لم يتبقَّ من «${typeName}» إلا ${remaining}.`,
  capacityBelowSold: (sold: number) => `لا يمكن أن تقل السعة عن التذاكر المباعة (${sold}).`,
  perOrderLimitAboveCapacity: "الحد لكل طلب لا يمكن أن يتجاوز السعة.",
  eventCancelled: "الفعالية ملغاة ولا يمكن تعديلها.",
  ticketNotFound: "التذكرة غير موجودة.",
  ticketVoid: "التذكرة ملغاة ولا يمكن تخصيصها.",
  kidReused: "معرّف مفتاح التوقيع مستخدم لمفتاح آخر. تواصل مع مدير النظام.",
  eventNotIssuable: "لا يمكن إصدار تذاكر لفعالية مسودة أو ملغاة.",
  ticketCheckedIn: "دخل حامل هذه التذكرة بالفعل، فلا يمكن تخصيصها أو إعادة إصدارها.",
  signingKeyMissing: "مفتاح توقيع التذاكر غير مضبوط على الخادم. تواصل مع مدير النظام.",
  busy: "الطلب مزدحم الآن. حاول مجددًا بعد لحظات.",
  gateCodeShared: "رمز الدخول هذا يطابق أكثر من تذكرة في هذه الفعالية. امسح رمز QR بدلًا منه.",
  orderReferenceUnavailable: "تعذّر إعطاء الطلب رقمًا مرجعيًا، فلم يُسجَّل. حاول مجددًا.",
  bulkJobFailed: "تعذّر إكمال إصدار التذاكر بالجملة.",
  ticketAlreadyVoid: "التذكرة ملغاة من قبل.",
  buyerUnchanged: "لم تغيّر أي بيانات للمشتري.",
  orderNotFound: "الطلب غير موجود.",
  orderLinkNotSellers: "الرابط الخاص لهذا الطلب عند صاحبه وحده: طلب عبر الإنترنت أو إصدار بالجملة.",
  orderNotOpen: "الطلب ملغى أو مسترد من قبل.",
  orderTooLarge: (max: number) => `لا يمكن إلغاء طلب فيه أكثر من ${max} تذكرة من هنا.`,
  bulkJobRunning: "ما زال إصدار تذاكر هذا الطلب جاريًا. انتظر حتى ينتهي.",
  requestReused: "استُخدم معرّف الطلب نفسه لطلب مختلف. أعد تحميل الصفحة وحاول مجددًا.",
  paymentUnavailable: "الدفع الإلكتروني غير متاح الآن. حاول لاحقًا أو اشترِ من شباك التذاكر.",
  orderLinkInvalid: "رابط الطلب غير صحيح أو انتهت صلاحيته.",
  paymentNotFound: "عملية الدفع غير موجودة.",
  paymentDecided: "تم البت في عملية الدفع هذه من قبل.",
  paymentNoWebhook: "لم يُرسل إشعار لهذه العملية بعد.",
  inviteSelf: "لا يمكنك دعوة نفسك؛ لديك حساب ودور بالفعل.",
  staffUnknown: "لا يوجد موظف بهذا البريد. ادعُه أولًا.",
  testGatewayOff: "بوابة يُسر للدفع التجريبي غير مفعّلة هنا: تعمل على المحاكي ومشاريع التجربة فقط.",
  phoneSignInRequired: "تحقّق من رقم جوالك أولًا: نرسل إليه رمزًا لمرة واحدة، ثم تُكمل الطلب.",
  purchaseReplayed: "انتهت صلاحية هذه المحاولة. أعد تحميل الصفحة ثم اضغط «ادفع» مرة أخرى.",
  freeOrderTaken: "لرقمك تذاكر مجانية لهذه الفعالية من قبل. تجدها في «تذاكري».",
} as const;

/**
 * Why an order ended (shown on its private page) and why a payment
 * notification was refused or set aside (the payments console's log).
 */
export const paymentMessages = {
  ended: {
    declined: "رُفضت عملية الدفع، فأُلغي الطلب وعادت التذاكر إلى البيع.",
    expired: "انتهت مهلة حجز التذاكر قبل إتمام الدفع، فعادت إلى البيع.",
    paidAfterExpiry: "وصل الدفع بعد انتهاء مهلة حجز التذاكر، فاستُرد المبلغ كاملًا. يمكنك الشراء من جديد إن بقيت تذاكر.",
    refundedByProvider: "استُرد المبلغ عبر مزود الدفع، فأُلغيت التذاكر.",
    replaced: "طلب الرقم نفسه طلبًا أحدث لهذه الفعالية، فأُلغي هذا الحجز وعادت تذاكره إلى البيع.",
    partialRefund: "استُرد جزء من المبلغ عبر مزود الدفع؛ بقيت التذاكر صالحة.",
  },
  webhook: {
    badSignature: "توقيع الإشعار غير صحيح.",
    malformed: "الإشعار غير مفهوم.",
    unknownOrder: functionErrorMessages.orderNotFound,
    sessionMismatch: "عملية الدفع لا تخص هذا الطلب.",
    amountMismatch: "المبلغ أو العملة لا يطابقان الطلب.",
    duplicate: "إشعار مكرر: طُبّق من قبل.",
    stale: "إشعار لا يغيّر حالة الطلب.",
    providerOff: "مزود الدفع غير مفعّل.",
    unknownProvider: "مزود دفع غير معروف.",
  },
  /** The e-mail to a buyer who gave an address, once paid (sent by the Trigger Email extension). */
  mail: {
    subject: (eventTitle: string) => `تذاكرك لفعالية «${eventTitle}»`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (eventTitle: string) => `تم الدفع وأُصدرت تذاكرك لفعالية «${eventTitle}»:`,
    total: (total: string) => `الإجمالي: ${total}`,
    link: "افتح تذاكرك ورموز QR من هذا الرابط الخاص (احتفظ به ولا تشاركه):",
  },
} as const;

/** Messages of invalid input, used by the callable schemas (common/src/callables.ts). */
export const inputMessages = {
  id: "معرّف غير صالح.",
  requestId: "معرّف الطلب غير صالح.",
  staffRole: "اختر دور موظف: مدير عام أو مسؤول مبيعات أو ماسح البوابة.",
  staffName: "أدخل اسم الموظف (حتى 100 حرف).",
  itemsEmpty: "اختر نوع تذاكر واحدًا على الأقل.",
  itemsTooMany: (max: number) => `يمكن أن يضم الطلب ${max} أنواع على الأكثر.`,
  itemsRepeated: "تكرر نوع التذاكر نفسه في الطلب.",
  quantity: "الكمية عدد صحيح من 1 فأكثر.",
  totalTooLarge: (max: number) => `لا يمكن إصدار أكثر من ${max} تذكرة في طلب واحد. استخدم الإصدار بالجملة.`,
  buyerName: "أدخل اسم المشتري (حتى 100 حرف).",
  phone: "رقم الهاتف غير صحيح. مثال: 0501234567 أو ‎+966501234567.",
  email: "البريد الإلكتروني غير صحيح.",
  payment: "اختر طريقة الدفع: نقدًا أو بطاقة أو مجانًا.",
  bulkCount: (max: number) => `العدد من 1 إلى ${max}.`,
  label: "الوسم حتى 60 حرفًا.",
  capacity: "السعة عدد صحيح من 1 فأكثر.",
  holderName: "أدخل اسم الضيف (حتى 100 حرف).",
  scanId: "معرّف المسح غير صالح.",
  code: "رمز التذكرة يجب أن يكون نصًا.",
  gate: "اسم البوابة حتى 40 حرفًا.",
  reason: "اكتب سبب التعديل (حتى 300 حرف).",
  refund: "حدّد إن كان الإلغاء مع استرداد المبلغ.",
  orderLink: "رابط الطلب غير صحيح.",
  decision: "القرار إما قبول الدفع أو رفضه.",
} as const;
