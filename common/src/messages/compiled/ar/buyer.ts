// Compiled from catalogs/ar/buyer.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly heading: string;
  readonly why: string;
  readonly start: string;
  readonly phoneLabel: string;
  readonly sendCode: string;
  readonly sending: string;
  readonly codeSentTo: string;
  readonly codeLabel: string;
  readonly codeHint: string;
  readonly confirm: string;
  readonly confirming: string;
  readonly changeNumber: string;
  readonly resend: string;
  readonly verifiedAs: string;
  readonly signOut: string;
  readonly checking: string;
  readonly mustVerify: string;
  readonly loadFailed: string;
  readonly errors: {
    readonly invalidPhone: string;
    readonly invalidCode: string;
    readonly codeExpired: string;
    readonly tooManyRequests: string;
    readonly smsUnavailable: string;
    readonly network: string;
    readonly unknown: string;
  };
  readonly myTickets: {
    readonly intro: string;
    readonly signInIntro: string;
    readonly upcoming: string;
    readonly past: string;
    readonly empty: string;
    readonly open: string;
    readonly loadError: string;
    readonly retry: string;
    readonly browse: string;
  };
  readonly orderSignIn: {
    readonly intro: string;
    readonly notYours: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"heading\":[\"رقم جوالك\"],\"why\":[\"نرسل رمزًا لمرة واحدة إلى جوالك: به تجد تذاكرك على أي جهاز، ولا يتصرف أحد غيرك في طلبك.\"],\"start\":[\"تحقّق من رقم جوالك\"],\"phoneLabel\":[\"رقم الجوال\"],\"sendCode\":[\"أرسل الرمز\"],\"sending\":[\"جارٍ الإرسال…\"],\"codeSentTo\":[\"أرسلنا رمزًا من 6 أرقام إلى\"],\"codeLabel\":[\"رمز التحقق\"],\"codeHint\":[\"الأرقام الستة في الرسالة\"],\"confirm\":[\"تأكيد الرمز\"],\"confirming\":[\"جارٍ التحقق…\"],\"changeNumber\":[\"تغيير الرقم\"],\"resend\":[\"إعادة إرسال الرمز\"],\"verifiedAs\":[\"رقم جوالك المُتحقَّق منه:\"],\"signOut\":[\"تسجيل الخروج\"],\"checking\":[\"جارٍ التحقق من جلستك…\"],\"mustVerify\":[\"تحقّق من رقم جوالك قبل المتابعة.\"],\"loadFailed\":[\"تعذّر تحميل خطوة التحقق. تحقّق من اتصالك ثم حاول مجددًا.\"],\"errors\":{\"invalidPhone\":[\"رقم الجوال غير صحيح للدولة المختارة.\"],\"invalidCode\":[\"الرمز غير صحيح. تحقّق منه وحاول مجددًا.\"],\"codeExpired\":[\"انتهت صلاحية الرمز. اطلب رمزًا جديدًا.\"],\"tooManyRequests\":[\"محاولات كثيرة. انتظر قليلًا ثم حاول مجددًا.\"],\"smsUnavailable\":[\"تعذّر إرسال الرسالة إلى هذا الرقم الآن. حاول لاحقًا.\"],\"network\":[\"تعذّر الاتصال. تحقّق من اتصالك ثم حاول مجددًا.\"],\"unknown\":[\"تعذّر التحقق من الرقم. حاول مجددًا.\"]},\"myTickets\":{\"intro\":[\"كل طلبات رقم جوالك، على أي جهاز.\"],\"signInIntro\":[\"تحقّق من رقم جوالك الذي اشتريت به لترى كل طلباتك وتذاكرك.\"],\"upcoming\":[\"فعاليات قادمة\"],\"past\":[\"فعاليات سابقة\"],\"empty\":[\"لا توجد طلبات لهذا الرقم بعد.\"],\"open\":[\"عرض الطلب والتذاكر\"],\"loadError\":[\"تعذّر تحميل طلباتك. تحقّق من اتصالك ثم حاول مجددًا.\"],\"retry\":[\"إعادة المحاولة\"],\"browse\":[\"تصفّح الفعاليات\"]},\"orderSignIn\":{\"intro\":[\"لفتح هذا الطلب على هذا الجهاز، تحقّق من رقم جوالك الذي اشتريت به.\"],\"notYours\":[\"هذا الطلب ليس من طلبات هذا الرقم. تحقّق بالرقم الذي اشتريت به، أو افتح «تذاكري».\"]}}");
