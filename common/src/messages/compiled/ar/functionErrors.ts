// Compiled from catalogs/ar/functionErrors.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly unauthenticated: string;
  readonly permissionDenied: string;
  readonly invalidArgument: string;
  readonly timeout: string;
  readonly network: string;
  readonly unknown: string;
  readonly eventNotFound: string;
  ticketTypeNotFound(count: number): string;
  readonly eventNotOnSale: string;
  salesNotStarted(typeName: string | number): string;
  salesEnded(typeName: string | number): string;
  overPerOrderLimit(typeName: string | number, limit: number): string;
  notEnoughLeft(typeName: string | number, remaining: number): string;
  capacityBelowSold(sold: number): string;
  readonly perOrderLimitAboveCapacity: string;
  readonly eventCancelled: string;
  readonly ticketNotFound: string;
  readonly ticketVoid: string;
  readonly kidReused: string;
  readonly eventNotIssuable: string;
  readonly ticketCheckedIn: string;
  readonly signingKeyMissing: string;
  readonly busy: string;
  readonly gateCodeShared: string;
  readonly orderReferenceUnavailable: string;
  readonly bulkJobFailed: string;
  readonly ticketAlreadyVoid: string;
  readonly buyerUnchanged: string;
  readonly orderNotFound: string;
  readonly orderLinkNotSellers: string;
  readonly orderNotOpen: string;
  orderTooLarge(max: number): string;
  readonly bulkJobRunning: string;
  readonly requestReused: string;
  readonly paymentUnavailable: string;
  readonly orderLinkInvalid: string;
  readonly paymentNotFound: string;
  readonly paymentDecided: string;
  readonly paymentNoWebhook: string;
  readonly inviteSelf: string;
  readonly staffUnknown: string;
  readonly testGatewayOff: string;
  readonly phoneSignInRequired: string;
  readonly purchaseReplayed: string;
  readonly freeOrderTaken: string;
  readonly paymentOutcomes: {
    readonly ended: {
      readonly declined: string;
      readonly expired: string;
      readonly paidAfterExpiry: string;
      readonly refundedByProvider: string;
      readonly replaced: string;
      readonly partialRefund: string;
    };
    readonly webhook: {
      readonly badSignature: string;
      readonly malformed: string;
      readonly sessionMismatch: string;
      readonly amountMismatch: string;
      readonly duplicate: string;
      readonly stale: string;
      readonly providerOff: string;
      readonly unknownProvider: string;
    };
    readonly mail: {
      subject(eventTitle: string | number): string;
      greeting(name: string | number): string;
      body(eventTitle: string | number): string;
      total(total: string | number): string;
      readonly link: string;
    };
  };
  readonly input: {
    readonly id: string;
    readonly requestId: string;
    readonly staffRole: string;
    readonly staffName: string;
    readonly itemsEmpty: string;
    itemsTooMany(max: number): string;
    readonly itemsRepeated: string;
    readonly quantity: string;
    totalTooLarge(max: number): string;
    readonly buyerName: string;
    readonly phone: string;
    readonly email: string;
    readonly payment: string;
    bulkCount(max: number): string;
    readonly label: string;
    readonly capacity: string;
    readonly holderName: string;
    readonly scanId: string;
    readonly code: string;
    readonly gate: string;
    readonly reason: string;
    readonly refund: string;
    readonly orderLink: string;
    readonly decision: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"unauthenticated\":[\"يجب تسجيل الدخول أولًا.\"],\"permissionDenied\":[\"لا تملك صلاحية لهذا الإجراء.\"],\"invalidArgument\":[\"البيانات المرسلة غير صحيحة.\"],\"timeout\":[\"لم يصل رد الخادم خلال 30 ثانية. تحقّق من اتصالك، ثم راجع النتيجة قبل المحاولة مجددًا.\"],\"network\":[\"تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم حاول مجددًا.\"],\"unknown\":[\"حدث خطأ غير متوقع. حاول مجددًا.\"],\"eventNotFound\":[\"الفعالية غير موجودة.\"],\"ticketTypeNotFound(count)\":[[\"count\",\"plural\",{\"one\":[\"نوع التذاكر غير موجود في هذه الفعالية.\"],\"other\":[\"بعض أنواع التذاكر غير موجودة في هذه الفعالية.\"]}]],\"eventNotOnSale\":[\"الفعالية غير معروضة للبيع الآن.\"],\"salesNotStarted(typeName)\":[\"لم يبدأ بيع «\",[\"typeName\"],\"» بعد.\"],\"salesEnded(typeName)\":[\"انتهى بيع «\",[\"typeName\"],\"».\"],\"overPerOrderLimit(typeName, limit)\":[\"الحد الأقصى لـ«\",[\"typeName\"],\"» هو \",[\"limit\",\"number\"],\" في الطلب الواحد.\"],\"notEnoughLeft(typeName, remaining)\":[[\"remaining\",\"plural\",{\"0\":[\"نفدت تذاكر «\",[\"typeName\"],\"».\"],\"other\":[\"لم يتبقَّ من «\",[\"typeName\"],\"» إلا \",\"#\",\".\"]}]],\"capacityBelowSold(sold)\":[\"لا يمكن أن تقل السعة عن التذاكر المباعة (\",[\"sold\",\"number\"],\").\"],\"perOrderLimitAboveCapacity\":[\"الحد لكل طلب لا يمكن أن يتجاوز السعة.\"],\"eventCancelled\":[\"الفعالية ملغاة ولا يمكن تعديلها.\"],\"ticketNotFound\":[\"التذكرة غير موجودة.\"],\"ticketVoid\":[\"التذكرة ملغاة ولا يمكن تخصيصها.\"],\"kidReused\":[\"معرّف مفتاح التوقيع مستخدم لمفتاح آخر. تواصل مع مدير النظام.\"],\"eventNotIssuable\":[\"لا يمكن إصدار تذاكر لفعالية مسودة أو ملغاة.\"],\"ticketCheckedIn\":[\"دخل حامل هذه التذكرة بالفعل، فلا يمكن تخصيصها أو إعادة إصدارها.\"],\"signingKeyMissing\":[\"مفتاح توقيع التذاكر غير مضبوط على الخادم. تواصل مع مدير النظام.\"],\"busy\":[\"الطلب مزدحم الآن. حاول مجددًا بعد لحظات.\"],\"gateCodeShared\":[\"رمز الدخول هذا يطابق أكثر من تذكرة في هذه الفعالية. امسح رمز QR بدلًا منه.\"],\"orderReferenceUnavailable\":[\"تعذّر إعطاء الطلب رقمًا مرجعيًا، فلم يُسجَّل. حاول مجددًا.\"],\"bulkJobFailed\":[\"تعذّر إكمال إصدار التذاكر بالجملة.\"],\"ticketAlreadyVoid\":[\"التذكرة ملغاة من قبل.\"],\"buyerUnchanged\":[\"لم تغيّر أي بيانات للمشتري.\"],\"orderNotFound\":[\"الطلب غير موجود.\"],\"orderLinkNotSellers\":[\"الرابط الخاص لهذا الطلب عند صاحبه وحده: طلب عبر الإنترنت أو إصدار بالجملة.\"],\"orderNotOpen\":[\"الطلب ملغى أو مسترد من قبل.\"],\"orderTooLarge(max)\":[\"لا يمكن إلغاء طلب فيه أكثر من \",[\"max\",\"number\"],\" تذكرة من هنا.\"],\"bulkJobRunning\":[\"ما زال إصدار تذاكر هذا الطلب جاريًا. انتظر حتى ينتهي.\"],\"requestReused\":[\"استُخدم معرّف الطلب نفسه لطلب مختلف. أعد تحميل الصفحة وحاول مجددًا.\"],\"paymentUnavailable\":[\"الدفع الإلكتروني غير متاح الآن. حاول لاحقًا أو اشترِ من شباك التذاكر.\"],\"orderLinkInvalid\":[\"رابط الطلب غير صحيح أو انتهت صلاحيته.\"],\"paymentNotFound\":[\"عملية الدفع غير موجودة.\"],\"paymentDecided\":[\"تم البت في عملية الدفع هذه من قبل.\"],\"paymentNoWebhook\":[\"لم يُرسل إشعار لهذه العملية بعد.\"],\"inviteSelf\":[\"لا يمكنك دعوة نفسك؛ لديك حساب ودور بالفعل.\"],\"staffUnknown\":[\"لا يوجد موظف بهذا البريد. ادعُه أولًا.\"],\"testGatewayOff\":[\"بوابة يُسر للدفع التجريبي غير مفعّلة هنا: تعمل على المحاكي ومشاريع التجربة فقط.\"],\"phoneSignInRequired\":[\"تحقّق من رقم جوالك أولًا: نرسل إليه رمزًا لمرة واحدة، ثم تُكمل الطلب.\"],\"purchaseReplayed\":[\"انتهت صلاحية هذه المحاولة. أعد تحميل الصفحة ثم اضغط «ادفع» مرة أخرى.\"],\"freeOrderTaken\":[\"لرقمك تذاكر مجانية لهذه الفعالية من قبل. تجدها في «تذاكري».\"],\"paymentOutcomes\":{\"ended\":{\"declined\":[\"رُفضت عملية الدفع، فأُلغي الطلب وعادت التذاكر إلى البيع.\"],\"expired\":[\"انتهت مهلة حجز التذاكر قبل إتمام الدفع، فعادت إلى البيع.\"],\"paidAfterExpiry\":[\"وصل الدفع بعد انتهاء مهلة حجز التذاكر، فاستُرد المبلغ كاملًا. يمكنك الشراء من جديد إن بقيت تذاكر.\"],\"refundedByProvider\":[\"استُرد المبلغ عبر مزود الدفع، فأُلغيت التذاكر.\"],\"replaced\":[\"طلب الرقم نفسه طلبًا أحدث لهذه الفعالية، فأُلغي هذا الحجز وعادت تذاكره إلى البيع.\"],\"partialRefund\":[\"استُرد جزء من المبلغ عبر مزود الدفع؛ بقيت التذاكر صالحة.\"]},\"webhook\":{\"badSignature\":[\"توقيع الإشعار غير صحيح.\"],\"malformed\":[\"الإشعار غير مفهوم.\"],\"sessionMismatch\":[\"عملية الدفع لا تخص هذا الطلب.\"],\"amountMismatch\":[\"المبلغ أو العملة لا يطابقان الطلب.\"],\"duplicate\":[\"إشعار مكرر: طُبّق من قبل.\"],\"stale\":[\"إشعار لا يغيّر حالة الطلب.\"],\"providerOff\":[\"مزود الدفع غير مفعّل.\"],\"unknownProvider\":[\"مزود دفع غير معروف.\"]},\"mail\":{\"subject(eventTitle)\":[\"تذاكرك لفعالية «\",[\"eventTitle\"],\"»\"],\"greeting(name)\":[\"مرحبًا \",[\"name\"],\"،\"],\"body(eventTitle)\":[\"تم الدفع وأُصدرت تذاكرك لفعالية «\",[\"eventTitle\"],\"»:\"],\"total(total)\":[\"الإجمالي: \",[\"total\"]],\"link\":[\"افتح تذاكرك ورموز QR من هذا الرابط الخاص (احتفظ به ولا تشاركه):\"]}},\"input\":{\"id\":[\"معرّف غير صالح.\"],\"requestId\":[\"معرّف الطلب غير صالح.\"],\"staffRole\":[\"اختر دور موظف: مدير عام أو مسؤول مبيعات أو ماسح البوابة.\"],\"staffName\":[\"أدخل اسم الموظف (حتى 100 حرف).\"],\"itemsEmpty\":[\"اختر نوع تذاكر واحدًا على الأقل.\"],\"itemsTooMany(max)\":[\"يمكن أن يضم الطلب \",[\"max\",\"number\"],\" أنواع على الأكثر.\"],\"itemsRepeated\":[\"تكرر نوع التذاكر نفسه في الطلب.\"],\"quantity\":[\"الكمية عدد صحيح من 1 فأكثر.\"],\"totalTooLarge(max)\":[\"لا يمكن إصدار أكثر من \",[\"max\",\"number\"],\" تذكرة في طلب واحد. استخدم الإصدار بالجملة.\"],\"buyerName\":[\"أدخل اسم المشتري (حتى 100 حرف).\"],\"phone\":[\"رقم الهاتف غير صحيح. مثال: 0501234567 أو ‎+966501234567.\"],\"email\":[\"البريد الإلكتروني غير صحيح.\"],\"payment\":[\"اختر طريقة الدفع: نقدًا أو بطاقة أو مجانًا.\"],\"bulkCount(max)\":[\"العدد من 1 إلى \",[\"max\",\"number\"],\".\"],\"label\":[\"الوسم حتى 60 حرفًا.\"],\"capacity\":[\"السعة عدد صحيح من 1 فأكثر.\"],\"holderName\":[\"أدخل اسم الضيف (حتى 100 حرف).\"],\"scanId\":[\"معرّف المسح غير صالح.\"],\"code\":[\"رمز التذكرة يجب أن يكون نصًا.\"],\"gate\":[\"اسم البوابة حتى 40 حرفًا.\"],\"reason\":[\"اكتب سبب التعديل (حتى 300 حرف).\"],\"refund\":[\"حدّد إن كان الإلغاء مع استرداد المبلغ.\"],\"orderLink\":[\"رابط الطلب غير صحيح.\"],\"decision\":[\"القرار إما قبول الدفع أو رفضه.\"]}}");
