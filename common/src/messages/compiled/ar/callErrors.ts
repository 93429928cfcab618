// Compiled from catalogs/ar/callErrors.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly unauthenticated: string;
  readonly permissionDenied: string;
  readonly invalidArgument: string;
  readonly timeout: string;
  readonly network: string;
  readonly unknown: string;
  notEnoughLeft(typeName: string | number, remaining: number): string;
  readonly orderLinkInvalid: string;
  readonly paymentNotFound: string;
  readonly eventNotOnSale: string;
  salesNotStarted(typeName: string | number): string;
  salesEnded(typeName: string | number): string;
  overPerOrderLimit(typeName: string | number, limit: number): string;
  readonly eventCancelled: string;
  readonly buyerUnchanged: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"unauthenticated\":\"يجب تسجيل الدخول أولًا.\",\"permissionDenied\":\"لا تملك صلاحية لهذا الإجراء.\",\"invalidArgument\":\"البيانات المرسلة غير صحيحة.\",\"timeout\":\"لم يصل رد الخادم خلال 30 ثانية. تحقّق من اتصالك، ثم راجع النتيجة قبل المحاولة مجددًا.\",\"network\":\"تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم حاول مجددًا.\",\"unknown\":\"حدث خطأ غير متوقع. حاول مجددًا.\",\"notEnoughLeft(typeName, remaining)\":[[\"remaining\",\"plural\",{\"0\":[\"نفدت تذاكر «\",[\"typeName\"],\"».\"],\"other\":[\"لم يتبقَّ من «\",[\"typeName\"],\"» إلا \",\"#\",\".\"]}]],\"orderLinkInvalid\":\"رابط الطلب غير صحيح أو انتهت صلاحيته.\",\"paymentNotFound\":\"عملية الدفع غير موجودة.\",\"eventNotOnSale\":\"الفعالية غير معروضة للبيع الآن.\",\"salesNotStarted(typeName)\":[\"لم يبدأ بيع «\",[\"typeName\"],\"» بعد.\"],\"salesEnded(typeName)\":[\"انتهى بيع «\",[\"typeName\"],\"».\"],\"overPerOrderLimit(typeName, limit)\":[\"الحد الأقصى لـ«\",[\"typeName\"],\"» هو \",[\"limit\",\"number\"],\" في الطلب الواحد.\"],\"eventCancelled\":\"الفعالية ملغاة ولا يمكن تعديلها.\",\"buyerUnchanged\":\"لم تغيّر أي بيانات للمشتري.\"}");
