// Compiled from catalogs/ar/staffSignIn.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
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

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"login\":{\"heading\":\"تسجيل دخول الموظفين\",\"email\":\"البريد الإلكتروني\",\"password\":\"كلمة المرور\",\"submit\":\"دخول\",\"submitting\":\"جارٍ الدخول…\",\"forgotPassword\":\"نسيت كلمة المرور؟\",\"sendReset\":\"إرسال رابط إعادة التعيين\",\"resetSent(email)\":[\"إن كان لدى \",[\"email\"],\" حساب، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.\"],\"backToSignIn\":\"العودة إلى تسجيل الدخول\",\"showPassword\":\"إظهار كلمة المرور\",\"hidePassword\":\"إخفاء كلمة المرور\",\"errors\":{\"emailRequired\":\"أدخل البريد الإلكتروني.\",\"emailInvalid\":\"صيغة البريد الإلكتروني غير صحيحة.\",\"passwordRequired\":\"أدخل كلمة المرور.\",\"invalidCredential\":\"البريد الإلكتروني أو كلمة المرور غير صحيحة.\",\"tooManyRequests\":\"محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مجددًا أو أعد تعيين كلمة المرور.\",\"userDisabled\":\"هذا الحساب موقوف. تواصل مع مدير النظام.\",\"unknown\":\"حدث خطأ غير متوقع أثناء تسجيل الدخول. حاول مجددًا.\"}},\"session\":{\"roleRemoved\":\"أُزيل دورك أو تغيّر، فسُجّل خروجك. إن كان هذا خطأ فتواصل مع المدير العام.\",\"setPassword\":{\"heading\":\"تعيين كلمة المرور\",\"intro(email)\":[\"عيّن كلمة مرور لحساب \",[\"email\"],\".\"],\"password\":\"كلمة المرور الجديدة\",\"confirm\":\"أعد كتابة كلمة المرور\",\"submit\":\"حفظ كلمة المرور والدخول\",\"submitting\":\"جارٍ الحفظ…\",\"mismatch\":\"كلمتا المرور غير متطابقتين.\",\"tooShort\":\"كلمة المرور قصيرة: 8 أحرف على الأقل.\",\"invalidLink\":\"رابط تعيين كلمة المرور غير صالح أو استُخدم من قبل أو انتهت صلاحيته. اطلب دعوة جديدة من المدير العام.\"}},\"welcome\":{\"body\":\"تم تسجيل دخولك، لكن لم يُعيَّن لك دور بعد. يجب على مدير النظام أن يعيّن لك دورًا قبل أن تتمكن من استخدام صفحات الموظفين.\",\"hint\":\"ستظهر صفحاتك هنا تلقائيًا بمجرد تعيين الدور، دون الحاجة إلى تسجيل الخروج.\",\"verify(email)\":[\"لم تؤكّد بريدك الإلكتروني \",[\"email\"],\" بعد. لن يُطبَّق أي دور على حسابك قبل تأكيده: افتح رابط التأكيد الذي أرسلناه إليه، ثم اضغط «أكّدت بريدي».\"],\"sendVerification\":\"إرسال رابط التأكيد مجددًا\",\"verificationSent\":\"أرسلنا رابط التأكيد. افتحه من بريدك ثم عد إلى هنا.\",\"verified\":\"أكّدت بريدي\"}}");
