// Compiled from catalogs/ar/shop.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  minuteCount(count: number): string;
  readonly intro: string;
  readonly allCategories: string;
  readonly categoryFilter: string;
  readonly loadError: string;
  readonly empty: string;
  readonly emptyInCategory: string;
  readonly onSale: string;
  fewLeft(count: number): string;
  left(count: number): string;
  readonly soldOut: string;
  readonly notStarted: string;
  readonly ended: string;
  readonly notOnSale: string;
  readonly chooseEvent: string;
  chooseEventLabel(title: string | number): string;
  readonly backToEvents: string;
  readonly eventGone: string;
  readonly recentOrders: string;
  readonly recentOrdersHint: string;
  recentOrder(eventTitle: string | number): string;
  maxPerOrder(max: number): string;
  readonly fixQuantities: string;
  readonly buyerHeading: string;
  readonly buyerName: string;
  readonly buyerPhone: string;
  readonly buyerPhoneHint: string;
  readonly buyerEmail: string;
  readonly buyerEmailHint: string;
  readonly termsBefore: string;
  readonly termsLink: string;
  readonly pay: string;
  readonly getFree: string;
  readonly paying: string;
  readonly retrySameOrder: string;
  readonly order: {
    readonly heading: string;
    readonly statuses: {
      readonly pending: string;
      readonly paid: string;
      readonly cancelled: string;
      readonly expired: string;
      readonly refunded: string;
    };
    readonly pendingBody: string;
    holdLeft(minutes: number): string;
    readonly holdOver: string;
    readonly payNow: string;
    summary(count: number, total: string | number): string;
    buyer(name: string | number): string;
    readonly keepLink: string;
    readonly privateLink: string;
    readonly copyLink: string;
    readonly copied: string;
    readonly copyFailed: string;
    readonly buyAgain: string;
    readonly backToShop: string;
  };
  readonly ticketsHeading: string;
  readonly noTypesOnSale: string;
  readonly emptyCart: string;
  readonly total: string;
  readonly notEnoughTitle: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"minuteCount(count)\":[[\"count\",\"plural\",{\"zero\":[\"أقل من دقيقة\"],\"one\":[\"دقيقة واحدة\"],\"two\":[\"دقيقتان\"],\"few\":[\"#\",\" دقائق\"],\"many\":[\"#\",\" دقيقة\"],\"other\":[\"#\",\" دقيقة\"]}]],\"intro\":\"اختر فعاليتك وتذاكرك. الأسعار شاملة، والتذاكر تصلك برموز QR فور الدفع.\",\"allCategories\":\"الكل\",\"categoryFilter\":\"تصفية حسب الفئة\",\"loadError\":\"تعذّر تحميل الفعاليات. تحقّق من اتصالك ثم أعد تحميل الصفحة.\",\"empty\":\"لا توجد فعاليات معروضة للبيع حاليًا. عُد قريبًا!\",\"emptyInCategory\":\"لا توجد فعاليات معروضة للبيع في هذه الفئة حاليًا.\",\"onSale\":\"متاح\",\"fewLeft(count)\":[\"بقي \",[\"count\",\"number\"],\" فقط\"],\"left(count)\":[\"متبقٍّ \",[\"count\",\"number\"]],\"soldOut\":\"نفدت التذاكر\",\"notStarted\":\"لم يبدأ البيع بعد\",\"ended\":\"انتهى البيع\",\"notOnSale\":\"غير متاح للبيع\",\"chooseEvent\":\"اختر التذاكر\",\"chooseEventLabel(title)\":[\"اختر تذاكر «\",[\"title\"],\"»\"],\"backToEvents\":\"كل الفعاليات\",\"eventGone\":\"هذه الفعالية غير معروضة للبيع الآن.\",\"recentOrders\":\"طلباتي الأخيرة\",\"recentOrdersHint\":\"محفوظة على هذا الجهاز فقط.\",\"recentOrder(eventTitle)\":[\"تذاكر «\",[\"eventTitle\"],\"»\"],\"maxPerOrder(max)\":[\"بلغ الطلب الحد الأقصى (\",[\"max\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\").\"],\"fixQuantities\":\"عدّل الكميات المشار إليها قبل الدفع.\",\"buyerHeading\":\"بياناتك\",\"buyerName\":\"الاسم الكامل\",\"buyerPhone\":\"رقم الجوال\",\"buyerPhoneHint\":\"مثل 0551234567 أو ‎+966551234567\",\"buyerEmail\":\"البريد الإلكتروني (اختياري)\",\"buyerEmailHint\":\"نرسل إليه رابط تذاكرك.\",\"termsBefore\":\"بالمتابعة إلى الدفع فإنك توافق على \",\"termsLink\":\"سياسة الخصوصية\",\"pay\":\"المتابعة إلى الدفع\",\"getFree\":\"احصل على التذاكر\",\"paying\":\"جارٍ تجهيز الطلب…\",\"retrySameOrder\":\"ربما سُجّل طلبك قبل انقطاع الرد. أعد المحاولة دون تغيير أي شيء: لن تُحجز التذاكر مرتين.\",\"order\":{\"heading\":\"طلبك\",\"statuses\":{\"pending\":\"بانتظار تأكيد الدفع\",\"paid\":\"تم الدفع وصدرت تذاكرك\",\"cancelled\":\"أُلغي الطلب\",\"expired\":\"انتهت مهلة الطلب\",\"refunded\":\"استُرد مبلغ الطلب\"},\"pendingBody\":\"ننتظر تأكيد الدفع من مزوّد الدفع. تتحدّث هذه الصفحة تلقائيًا.\",\"holdLeft(minutes)\":[\"التذاكر محجوزة لك لمدة \",[\"minutes\",\"plural\",{\"zero\":[\"أقل من دقيقة\"],\"one\":[\"دقيقة واحدة\"],\"two\":[\"دقيقتان\"],\"few\":[\"#\",\" دقائق\"],\"many\":[\"#\",\" دقيقة\"],\"other\":[\"#\",\" دقيقة\"]}],\".\"],\"holdOver\":\"انتهت مهلة الحجز تقريبًا.\",\"payNow\":\"أكمل الدفع\",\"summary(count, total)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" · \",[\"total\"]],\"buyer(name)\":[\"باسم \",[\"name\"]],\"keepLink\":\"احتفظ بهذا الرابط: يفتح تذاكرك على أي جهاز.\",\"privateLink\":\"الرابط الخاص بطلبك\",\"copyLink\":\"نسخ الرابط\",\"copied\":\"نُسخ الرابط.\",\"copyFailed\":\"تعذّر النسخ. انسخ الرابط يدويًا.\",\"buyAgain\":\"اشترِ تذاكر هذه الفعالية مجددًا\",\"backToShop\":\"العودة إلى الفعاليات\"},\"ticketsHeading\":\"التذاكر\",\"noTypesOnSale\":\"لا توجد تذاكر من هذه الفعالية معروضة للبيع الآن.\",\"emptyCart\":\"لم تختر أي تذكرة بعد.\",\"total\":\"الإجمالي\",\"notEnoughTitle\":\"لم يتبقَّ ما يكفي من التذاكر\"}");
