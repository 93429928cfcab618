// Compiled from catalogs/ar/refunds.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly errors: {
    readonly notPaid: string;
    readonly invoiceMissing: string;
    readonly settingsMissing: string;
    readonly overPaid: string;
  };
  readonly providerPartialRefund: string;
  readonly providerFullRefund: string;
  readonly amountLine: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"errors\":{\"notPaid\":[\"الطلب غير مدفوع، فلا مبلغ يُسترد.\"],\"invoiceMissing\":[\"لا فاتورة لهذا الطلب يُصدر إشعار دائن مقابلها.\"],\"settingsMissing\":[\"احفظ إعدادات المنظّم (الاسم القانوني والرقم الضريبي) قبل إصدار الفواتير.\"],\"overPaid\":[\"لا يمكن استرداد أكثر من المتبقي المدفوع في الطلب (\",[\"amount\"],\").\"]},\"providerPartialRefund\":[\"استرداد جزئي من مزوّد الدفع\"],\"providerFullRefund\":[\"استرداد كامل من مزوّد الدفع\"],\"amountLine\":[\"مبلغ مسترد\"]}");
