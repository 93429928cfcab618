// Compiled from catalogs/ar/shopCheckout.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly backToEvents: string;
  readonly eventGone: string;
  maxPerOrder(max: number): string;
  readonly fixQuantities: string;
  readonly ticketsHeading: string;
  readonly noTypesOnSale: string;
  readonly emptyCart: string;
  readonly total: string;
  readonly notEnoughTitle: string;
  readonly buyerHeading: string;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly buyerEmailHint: string;
  readonly termsBefore: string;
  readonly termsLink: string;
  readonly pay: string;
  readonly getFree: string;
  readonly paying: string;
  readonly retrySameOrder: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"backToEvents\":\"كل الفعاليات\",\"eventGone\":\"هذه الفعالية غير معروضة للبيع الآن.\",\"maxPerOrder(max)\":[\"بلغ الطلب الحد الأقصى (\",[\"max\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\").\"],\"fixQuantities\":\"عدّل الكميات المشار إليها قبل الدفع.\",\"ticketsHeading\":\"التذاكر\",\"noTypesOnSale\":\"لا توجد تذاكر من هذه الفعالية معروضة للبيع الآن.\",\"emptyCart\":\"لم تختر أي تذكرة بعد.\",\"total\":\"الإجمالي\",\"notEnoughTitle\":\"لم يتبقَّ ما يكفي من التذاكر\",\"buyerHeading\":\"بياناتك\",\"buyerName\":\"الاسم الكامل\",\"buyerEmail\":\"البريد الإلكتروني (اختياري)\",\"buyerEmailHint\":\"نرسل إليه رابط تذاكرك.\",\"termsBefore\":\"بالمتابعة إلى الدفع فإنك توافق على \",\"termsLink\":\"سياسة الخصوصية\",\"pay\":\"المتابعة إلى الدفع\",\"getFree\":\"احصل على التذاكر\",\"paying\":\"جارٍ تجهيز الطلب…\",\"retrySameOrder\":\"ربما سُجّل طلبك قبل انقطاع الرد. أعد المحاولة دون تغيير أي شيء: لن تُحجز التذاكر مرتين.\"}");
