// Compiled from catalogs/ar/sales.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly intro: string;
  readonly empty: string;
  readonly search: string;
  readonly searchHint: string;
  noMatch(query: string | number): string;
  readonly chooseEvent: string;
  readonly eventGone: string;
  readonly changeEvent: string;
  readonly ticketsHeading: string;
  perOrderLimit(limit: number): string;
  readonly increase: string;
  readonly decrease: string;
  readonly noTypesOnSale: string;
  maxPerSale(max: number): string;
  readonly fixQuantities: string;
  readonly orderTotal: string;
  readonly emptyCart: string;
  readonly buyerHeading: string;
  readonly buyerName: string;
  readonly buyerPhone: string;
  readonly buyerPhoneHint: string;
  readonly paymentHeading: string;
  readonly issue: string;
  readonly issuing: string;
  readonly notEnoughTitle: string;
  readonly retrySameSale: string;
  readonly issuedHeading: string;
  orderId(orderId: string | number): string;
  issuedSummary(count: number, total: string | number, payment: string | number): string;
  ticketOf(position: number, count: number): string;
  readonly newSale: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":\"اختر الفعالية، ثم التذاكر وبيانات المشتري، فتصدر التذاكر برموز QR في الحال.\",\"empty\":\"لا توجد فعاليات منشورة للبيع في هذا القسم حاليًا.\",\"search\":\"ابحث عن فعالية\",\"searchHint\":\"بالاسم أو المكان أو الفئة\",\"noMatch(query)\":[\"لا توجد فعالية تطابق «\",[\"query\"],\"».\"],\"chooseEvent\":\"بيع تذاكر هذه الفعالية\",\"eventGone\":\"لم تعد هذه الفعالية معروضة للبيع. اختر فعالية أخرى.\",\"changeEvent\":\"تغيير الفعالية\",\"ticketsHeading\":\"التذاكر\",\"perOrderLimit(limit)\":[\"حتى \",[\"limit\",\"number\"],\" في الطلب\"],\"increase\":\"زيادة\",\"decrease\":\"إنقاص\",\"noTypesOnSale\":\"لا توجد تذاكر من هذه الفعالية معروضة للبيع الآن.\",\"maxPerSale(max)\":[\"بلغ الطلب الحد الأقصى (\",[\"max\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\"). للأعداد الكبيرة استخدم الإصدار بالجملة.\"],\"fixQuantities\":\"عدّل الكميات المشار إليها قبل الإصدار.\",\"orderTotal\":\"الإجمالي\",\"emptyCart\":\"لم تختر أي تذكرة بعد.\",\"buyerHeading\":\"المشتري\",\"buyerName\":\"اسم المشتري\",\"buyerPhone\":\"رقم الهاتف (اختياري)\",\"buyerPhoneHint\":\"لإرسال التذاكر إليه عبر واتساب.\",\"paymentHeading\":\"طريقة الدفع\",\"issue\":\"إصدار التذاكر\",\"issuing\":\"جارٍ الإصدار…\",\"notEnoughTitle\":\"لم يتبقَّ ما يكفي من التذاكر\",\"retrySameSale\":\"ربما صدرت التذاكر قبل انقطاع الرد. أعد المحاولة دون تغيير أي شيء: لن تُباع مرتين، وتظهر التذاكر إن كانت قد صدرت.\",\"issuedHeading\":\"صدرت التذاكر\",\"orderId(orderId)\":[\"رقم الطلب: \",[\"orderId\"]],\"issuedSummary(count, total, payment)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" · \",[\"total\"],\" · \",[\"payment\"]],\"ticketOf(position, count)\":[\"التذكرة \",[\"position\",\"number\"],\" من \",[\"count\",\"number\"]],\"newSale\":\"بيع جديد\"}");
