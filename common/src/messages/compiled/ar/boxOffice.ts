// Compiled from catalogs/ar/boxOffice.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly recentSales: string;
  readonly invitationOnly: string;
  readonly today: string;
  readonly lastWeek: string;
  readonly noSales: string;
  readonly loadFailed: string;
  saleLine(time: string | number, eventTitle: string | number, count: number, total: string | number): string;
  openSale(reference: string | number): string;
  readonly saleNotFound: string;
  readonly saleLoadFailed: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"recentSales\":[\"مبيعاتي الأخيرة\"],\"invitationOnly\":[\"بدعوة فقط\"],\"today\":[\"اليوم\"],\"lastWeek\":[\"آخر 7 أيام\"],\"noSales\":[\"لا توجد مبيعات لك في هذه الفترة.\"],\"loadFailed\":[\"تعذّر تحميل مبيعاتك. حاول مجددًا.\"],\"saleLine(time, eventTitle, count, total)\":[[\"time\"],\" · \",[\"eventTitle\"],\" · \",[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" · \",[\"total\"]],\"openSale(reference)\":[\"افتح البيع \",[\"reference\"]],\"saleNotFound\":[\"لم نجد هذا البيع بين مبيعاتك.\"],\"saleLoadFailed\":[\"تعذّر تحميل هذا البيع. حاول مجددًا.\"]}");
