// Compiled from catalogs/ar/tickets.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  ticketCount(count: number): string;
  readonly search: string;
  readonly statuses: {
    readonly valid: string;
    readonly checked_in: string;
    readonly void: string;
  };
  readonly channels: {
    readonly online: string;
    readonly box_office: string;
    readonly bulk: string;
    readonly complimentary: string;
  };
  readonly payments: {
    readonly cash: string;
    readonly card: string;
    readonly complimentary: string;
  };
  readonly historyActions: {
    readonly assigned: string;
    readonly reissued: string;
  };
  readonly checkInResults: {
    readonly accepted: string;
    readonly already_used: string;
    readonly invalid: string;
    readonly void: string;
    readonly wrong_event: string;
  };
  readonly jobStatuses: {
    readonly running: string;
    readonly done: string;
    readonly failed: string;
  };
  readonly qrAlt: string;
  readonly noHolder: string;
  readonly print: {
    readonly a4: string;
    readonly thermal: string;
    readonly previewTitle: {
      readonly a4: string;
      readonly thermal: string;
    };
    readonly print: string;
    readonly close: string;
    readonly part: string;
    partOption(from: number, to: number): string;
    partHint(max: number): string;
  };
  readonly load: {
    readonly denied: string;
    readonly notFound: string;
    readonly unavailable: string;
    readonly failed: string;
    readonly retry: string;
  };
  readonly fields: {
    readonly event: string;
    readonly date: string;
    readonly venue: string;
    readonly type: string;
    readonly holder: string;
    readonly phone: string;
    readonly price: string;
    readonly currency: string;
    readonly status: string;
    readonly channel: string;
    readonly issuedAt: string;
    readonly checkedInAt: string;
    readonly checkedInGate: string;
    readonly ticketId: string;
    readonly code: string;
    readonly gateCode: string;
    readonly order: string;
    readonly orderReference: string;
    readonly serial: string;
    readonly label: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"ticketCount(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"search\":\"بحث\",\"statuses\":{\"valid\":\"صالحة\",\"checked_in\":\"تم الدخول\",\"void\":\"ملغاة\"},\"channels\":{\"online\":\"عبر الإنترنت\",\"box_office\":\"شباك التذاكر\",\"bulk\":\"إصدار بالجملة\",\"complimentary\":\"دعوة مجانية\"},\"payments\":{\"cash\":\"نقدًا\",\"card\":\"بطاقة\",\"complimentary\":\"مجانية\"},\"historyActions\":{\"assigned\":\"تخصيص\",\"reissued\":\"إعادة إصدار برمز جديد\"},\"checkInResults\":{\"accepted\":\"دخول مقبول\",\"already_used\":\"مستخدمة من قبل\",\"invalid\":\"رمز غير صالح\",\"void\":\"تذكرة ملغاة\",\"wrong_event\":\"فعالية أخرى\"},\"jobStatuses\":{\"running\":\"قيد التنفيذ\",\"done\":\"اكتمل\",\"failed\":\"فشل\"},\"qrAlt\":\"رمز QR للتذكرة\",\"noHolder\":\"—\",\"print\":{\"a4\":\"طباعة ورقة A4\",\"thermal\":\"طباعة إيصال حراري 80 مم\",\"previewTitle\":{\"a4\":\"معاينة الطباعة: ورقة A4\",\"thermal\":\"معاينة الطباعة: إيصال حراري 80 مم\"},\"print\":\"طباعة\",\"close\":\"إغلاق\",\"part\":\"الدفعة\",\"partOption(from, to)\":[\"التذاكر \",[\"from\",\"number\"],\"–\",[\"to\",\"number\"]],\"partHint(max)\":[\"تُطبع \",[\"max\",\"number\"],\" تذكرة على الأكثر في كل مرة حتى تبقى الصفحة سريعة. اختر الدفعة ثم اطبعها.\"]},\"load\":{\"denied\":\"لا تملك صلاحية لعرض هذه البيانات.\",\"notFound\":\"لم نجد هذه التذكرة. تحقّق من الرابط.\",\"unavailable\":\"تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم أعد المحاولة.\",\"failed\":\"تعذّر تحميل البيانات. أعد تحميل الصفحة.\",\"retry\":\"إعادة المحاولة\"},\"fields\":{\"event\":\"الفعالية\",\"date\":\"الموعد\",\"venue\":\"المكان\",\"type\":\"نوع التذكرة\",\"holder\":\"حامل التذكرة\",\"phone\":\"الهاتف\",\"price\":\"السعر\",\"currency\":\"العملة\",\"status\":\"الحالة\",\"channel\":\"قناة البيع\",\"issuedAt\":\"وقت الإصدار\",\"checkedInAt\":\"وقت الدخول\",\"checkedInGate\":\"بوابة الدخول\",\"ticketId\":\"رقم التذكرة\",\"code\":\"رمز التذكرة\",\"gateCode\":\"رمز الدخول\",\"order\":\"الطلب\",\"orderReference\":\"مرجع الطلب\",\"serial\":\"التسلسل\",\"label\":\"الوسم\"}}");
