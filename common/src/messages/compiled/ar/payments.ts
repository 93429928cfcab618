// Compiled from catalogs/ar/payments.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly gatewayName: string;
  readonly testMode: string;
  readonly testModeBody: string;
  readonly checkout: {
    readonly merchant: string;
    readonly description: string;
    readonly amount: string;
    readonly status: string;
    readonly approve: string;
    readonly decline: string;
    readonly deciding: string;
    readonly noPayment: string;
    readonly decided: {
      readonly approved: string;
      readonly declined: string;
      readonly refunded: string;
      readonly closed: string;
    };
    readonly backToMerchant: string;
  };
  readonly statuses: {
    readonly open: string;
    readonly approved: string;
    readonly declined: string;
    readonly refunded: string;
    readonly closed: string;
  };
  readonly console: {
    readonly intro: string;
    readonly paymentsHeading: string;
    readonly noPayments: string;
    readonly loadError: string;
    readonly columns: {
      readonly status: string;
      readonly amount: string;
      readonly order: string;
      readonly created: string;
      readonly deliveries: string;
      readonly lastDelivery: string;
      readonly actions: string;
    };
    deliveries(count: number): string;
    httpStatus(status: number): string;
    readonly replay: string;
    replayed(status: number): string;
    readonly forceDecline: string;
    readonly declined: string;
    readonly eventsHeading: string;
    readonly noEvents: string;
    readonly eventColumns: {
      readonly provider: string;
      readonly type: string;
      readonly order: string;
      readonly outcome: string;
      readonly reason: string;
      readonly time: string;
    };
    readonly eventTypes: {
      readonly paid: string;
      readonly failed: string;
      readonly refunded: string;
    };
    readonly outcomes: {
      readonly applied: string;
      readonly duplicate: string;
      readonly ignored: string;
      readonly rejected: string;
      readonly refunded: string;
    };
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"gatewayName\":[\"يُسر للدفع\"],\"testMode\":[\"يُسر للدفع — وضع الاختبار\"],\"testModeBody\":[\"بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.\"],\"checkout\":{\"merchant\":[\"التاجر\"],\"description\":[\"الوصف\"],\"amount\":[\"المبلغ\"],\"status\":[\"الحالة\"],\"approve\":[\"ادفع\"],\"decline\":[\"رفض الدفع\"],\"deciding\":[\"جارٍ التنفيذ…\"],\"noPayment\":[\"لم يُحدَّد أي عملية دفع في الرابط.\"],\"decided\":{\"approved\":[\"تمت الموافقة على الدفع.\"],\"declined\":[\"رُفض الدفع.\"],\"refunded\":[\"استُرد المبلغ.\"],\"closed\":[\"أُغلقت عملية الدفع: انتهى حجز تذاكر هذا الطلب، فلم يعد الدفع ممكنًا.\"]},\"backToMerchant\":[\"العودة إلى المتجر\"]},\"statuses\":{\"open\":[\"بانتظار الدافع\"],\"approved\":[\"مقبولة\"],\"declined\":[\"مرفوضة\"],\"refunded\":[\"مستردة\"],\"closed\":[\"مغلقة\"]},\"console\":{\"intro\":[\"عمليات الدفع التجريبية، وسجلّ كل إشعار دفع وصل إلى المتجر وما فعله به.\"],\"paymentsHeading\":[\"عمليات الدفع\"],\"noPayments\":[\"لا توجد عمليات دفع بعد.\"],\"loadError\":[\"تعذّر تحميل البيانات. تحقّق من اتصالك ثم أعد تحميل الصفحة.\"],\"columns\":{\"status\":[\"الحالة\"],\"amount\":[\"المبلغ\"],\"order\":[\"الطلب\"],\"created\":[\"أُنشئت\"],\"deliveries\":[\"الإشعارات\"],\"lastDelivery\":[\"آخر رد\"],\"actions\":[\"إجراءات\"]},\"deliveries(count)\":[[\"count\",\"plural\",{\"0\":[\"لم يُرسل إشعار\"],\"other\":[\"#\",\" × إرسال\"]}]],\"httpStatus(status)\":[\"HTTP \",[\"status\",\"number\"]],\"replay\":[\"إعادة إرسال الإشعار\"],\"replayed(status)\":[\"أُعيد إرسال الإشعار، وأجاب المتجر بـ HTTP \",[\"status\",\"number\"],\".\"],\"forceDecline\":[\"فرض الرفض\"],\"declined\":[\"رُفضت عملية الدفع.\"],\"eventsHeading\":[\"سجلّ إشعارات الدفع (آخر 50)\"],\"noEvents\":[\"لم يصل أي إشعار دفع بعد.\"],\"eventColumns\":{\"provider\":[\"المزوّد\"],\"type\":[\"النوع\"],\"order\":[\"الطلب\"],\"outcome\":[\"النتيجة\"],\"reason\":[\"السبب\"],\"time\":[\"الوقت\"]},\"eventTypes\":{\"paid\":[\"دفع\"],\"failed\":[\"فشل\"],\"refunded\":[\"استرداد\"]},\"outcomes\":{\"applied\":[\"طُبّق\"],\"duplicate\":[\"مكرر\"],\"ignored\":[\"تُجوهل\"],\"rejected\":[\"مرفوض\"],\"refunded\":[\"استُرد\"]}}}");
