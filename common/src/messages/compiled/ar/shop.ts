// Compiled from catalogs/ar/shop.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
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
  readonly recentOrders: string;
  readonly recentOrdersHint: string;
  recentOrder(eventTitle: string | number): string;
  readonly order: {
    readonly heading: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":\"اختر فعاليتك وتذاكرك. الأسعار شاملة، والتذاكر تصلك برموز QR فور الدفع.\",\"allCategories\":\"الكل\",\"categoryFilter\":\"تصفية حسب الفئة\",\"loadError\":\"تعذّر تحميل الفعاليات. تحقّق من اتصالك ثم أعد تحميل الصفحة.\",\"empty\":\"لا توجد فعاليات معروضة للبيع حاليًا. عُد قريبًا!\",\"emptyInCategory\":\"لا توجد فعاليات معروضة للبيع في هذه الفئة حاليًا.\",\"onSale\":\"متاح\",\"fewLeft(count)\":[\"بقي \",[\"count\",\"number\"],\" فقط\"],\"left(count)\":[\"متبقٍّ \",[\"count\",\"number\"]],\"soldOut\":\"نفدت التذاكر\",\"notStarted\":\"لم يبدأ البيع بعد\",\"ended\":\"انتهى البيع\",\"notOnSale\":\"غير متاح للبيع\",\"chooseEvent\":\"اختر التذاكر\",\"chooseEventLabel(title)\":[\"اختر تذاكر «\",[\"title\"],\"»\"],\"recentOrders\":\"طلباتي الأخيرة\",\"recentOrdersHint\":\"محفوظة على هذا الجهاز فقط.\",\"recentOrder(eventTitle)\":[\"تذاكر «\",[\"eventTitle\"],\"»\"],\"order\":{\"heading\":\"طلبك\"}}");
