// Compiled from catalogs/ar/refundPreview.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"refundPreview.heading\":[\"المبلغ المسترد\"],\"refundPreview.vat\":[\"منها ضريبة القيمة المضافة \",[\"vat\"]],\"refundPreview.methods.provider\":[\"يُعاد عبر مزوّد الدفع\"],\"refundPreview.methods.cash\":[\"يُعاد نقدًا\"],\"refundPreview.methods.card\":[\"يُعاد إلى البطاقة\"],\"refundPreview.nothing\":[\"لا يُسترد أي مبلغ: لم يُدفع شيء أو أُعيد المبلغ من قبل.\"]}");
