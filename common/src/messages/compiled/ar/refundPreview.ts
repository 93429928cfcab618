// Compiled from catalogs/ar/refundPreview.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly heading: string;
  vat(vat: string | number): string;
  readonly methods: {
    readonly provider: string;
    readonly cash: string;
    readonly card: string;
  };
  readonly nothing: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"heading\":[\"المبلغ المسترد\"],\"vat(vat)\":[\"منها ضريبة القيمة المضافة \",[\"vat\"]],\"methods\":{\"provider\":[\"يُعاد عبر مزوّد الدفع\"],\"cash\":[\"يُعاد نقدًا\"],\"card\":[\"يُعاد إلى البطاقة\"]},\"nothing\":[\"لا يُسترد أي مبلغ: لم يُدفع شيء أو أُعيد المبلغ من قبل.\"]}");
