// Compiled from catalogs/ar/inputErrors.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
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
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"id\":\"معرّف غير صالح.\",\"requestId\":\"معرّف الطلب غير صالح.\",\"staffRole\":\"اختر دور موظف: مدير عام أو مسؤول مبيعات أو ماسح البوابة.\",\"staffName\":\"أدخل اسم الموظف (حتى 100 حرف).\",\"itemsEmpty\":\"اختر نوع تذاكر واحدًا على الأقل.\",\"itemsTooMany(max)\":[\"يمكن أن يضم الطلب \",[\"max\",\"number\"],\" أنواع على الأكثر.\"],\"itemsRepeated\":\"تكرر نوع التذاكر نفسه في الطلب.\",\"quantity\":\"الكمية عدد صحيح من 1 فأكثر.\",\"totalTooLarge(max)\":[\"لا يمكن إصدار أكثر من \",[\"max\",\"number\"],\" تذكرة في طلب واحد. استخدم الإصدار بالجملة.\"],\"buyerName\":\"أدخل اسم المشتري (حتى 100 حرف).\",\"phone\":\"رقم الهاتف غير صحيح. مثال: 0501234567 أو ‎+966501234567.\",\"email\":\"البريد الإلكتروني غير صحيح.\",\"payment\":\"اختر طريقة الدفع: نقدًا أو بطاقة أو مجانًا.\",\"bulkCount(max)\":[\"العدد من 1 إلى \",[\"max\",\"number\"],\".\"],\"label\":\"الوسم حتى 60 حرفًا.\",\"capacity\":\"السعة عدد صحيح من 1 فأكثر.\",\"holderName\":\"أدخل اسم الضيف (حتى 100 حرف).\",\"scanId\":\"معرّف المسح غير صالح.\",\"code\":\"رمز التذكرة يجب أن يكون نصًا.\",\"gate\":\"اسم البوابة حتى 40 حرفًا.\",\"reason\":\"اكتب سبب التعديل (حتى 300 حرف).\",\"refund\":\"حدّد إن كان الإلغاء مع استرداد المبلغ.\",\"orderLink\":\"رابط الطلب غير صحيح.\",\"decision\":\"القرار إما قبول الدفع أو رفضه.\"}");
