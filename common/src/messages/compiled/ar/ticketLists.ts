// Compiled from catalogs/ar/ticketLists.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly list: {
    readonly empty: string;
    readonly loadMore: string;
    loaded(count: number): string;
    readonly selectAll: string;
    selected(count: number): string;
    readonly clearSelection: string;
    select(id: string | number): string;
    readonly details: string;
    readonly printSelected: string;
    readonly printHint: string;
  };
  readonly picker: {
    readonly event: string;
    readonly type: string;
    readonly allTypes: string;
    readonly chooseEvent: string;
    readonly chooseType: string;
    readonly noEvents: string;
    eventOption(title: string | number, date: string | number): string;
    remaining(remaining: number, capacity: number): string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"list\":{\"empty\":\"لم تُصدر تذاكر من هذا النوع بعد.\",\"loadMore\":\"تحميل المزيد\",\"loaded(count)\":[\"المحمّل: \",[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"selectAll\":\"تحديد كل المحمّلة\",\"selected(count)\":[[\"count\",\"number\"],\" محددة\"],\"clearSelection\":\"إلغاء التحديد\",\"select(id)\":[\"تحديد التذكرة \",[\"id\"]],\"details\":\"التفاصيل\",\"printSelected\":\"طباعة المحددة\",\"printHint\":\"حدّد تذاكر ثم اختر نوع الطباعة.\"},\"picker\":{\"event\":\"الفعالية\",\"type\":\"نوع التذكرة\",\"allTypes\":\"كل الأنواع\",\"chooseEvent\":\"اختر فعالية لعرض تذاكرها.\",\"chooseType\":\"اختر نوع التذكرة.\",\"noEvents\":\"لا توجد فعاليات هنا بعد.\",\"eventOption(title, date)\":[[\"title\"],\" — \",[\"date\"]],\"remaining(remaining, capacity)\":[\"المتبقي \",[\"remaining\",\"number\"],\" من \",[\"capacity\",\"number\"]]}}");
