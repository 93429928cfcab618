// Compiled from catalogs/ar/refunds.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"refunds.errors.notPaid\":[\"الطلب غير مدفوع، فلا مبلغ يُسترد.\"],\"refunds.errors.invoiceMissing\":[\"لا فاتورة لهذا الطلب يُصدر إشعار دائن مقابلها.\"],\"refunds.errors.settingsMissing\":[\"احفظ إعدادات المنظّم (الاسم القانوني والرقم الضريبي) قبل إصدار الفواتير.\"],\"refunds.errors.overPaid\":[\"لا يمكن استرداد أكثر من المتبقي المدفوع في الطلب (\",[\"amount\"],\").\"],\"refunds.providerPartialRefund\":[\"استرداد جزئي من مزوّد الدفع\"],\"refunds.providerFullRefund\":[\"استرداد كامل من مزوّد الدفع\"],\"refunds.amountLine\":[\"مبلغ مسترد\"]}");
