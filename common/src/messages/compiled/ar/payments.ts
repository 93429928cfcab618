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
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"gatewayName\":\"يُسر للدفع\",\"testMode\":\"يُسر للدفع — وضع الاختبار\",\"testModeBody\":\"بوابة دفع تجريبية: لا تُخصم أي مبالغ حقيقية.\",\"checkout\":{\"merchant\":\"التاجر\",\"description\":\"الوصف\",\"amount\":\"المبلغ\",\"status\":\"الحالة\",\"approve\":\"ادفع\",\"decline\":\"رفض الدفع\",\"noPayment\":\"لم يُحدَّد أي عملية دفع في الرابط.\",\"decided\":{\"approved\":\"تمت الموافقة على الدفع.\",\"declined\":\"رُفض الدفع.\",\"refunded\":\"استُرد المبلغ.\",\"closed\":\"أُغلقت عملية الدفع: انتهى حجز تذاكر هذا الطلب، فلم يعد الدفع ممكنًا.\"},\"backToMerchant\":\"العودة إلى المتجر\"},\"statuses\":{\"open\":\"بانتظار الدافع\",\"approved\":\"مقبولة\",\"declined\":\"مرفوضة\",\"refunded\":\"مستردة\",\"closed\":\"مغلقة\"}}");
