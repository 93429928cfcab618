// Compiled from catalogs/ar/dashboard.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly intro: string;
  readonly staffLink: string;
  readonly live: string;
  readonly filters: {
    readonly label: string;
    readonly allEvents: string;
    readonly period: string;
    readonly periods: {
      readonly today: string;
      readonly last7: string;
      readonly last30: string;
      readonly all: string;
      readonly custom: string;
    };
    readonly from: string;
    readonly to: string;
    readonly badRange: string;
    readonly timeZoneNote: string;
  };
  readonly figures: {
    readonly ticketsSold: string;
    readonly revenue: string;
    readonly revenueNote: string;
    readonly noRevenue: string;
    vat(amount: string | number): string;
    refunded(amount: string | number): string;
    readonly checkIns: string;
    checkInsNote(share: string | number): string;
    readonly noneSoldYet: string;
  };
  readonly report: {
    readonly salesReport: string;
    readonly taxDocuments: string;
  };
  readonly chart: {
    readonly daily: string;
    readonly monthly: string;
    label(heading: string | number, from: string | number, to: string | number, tickets: number): string;
    readonly bar: string;
    max(tickets: string | number): string;
    readonly empty: string;
  };
  readonly breakdown: {
    readonly byChannel: string;
    readonly byType: string;
    readonly topSellers: string;
    readonly byCode: string;
    readonly code: string;
    readonly tickets: string;
    readonly revenue: string;
    readonly unnamedType: string;
    readonly unknownSeller: string;
    typeOfEvent(type: string | number, event: string | number): string;
    readonly none: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":[\"المبيعات والإيرادات والدخول للفعالية والفترة اللتين تختارهما. تتحدّث الأرقام مباشرة مع كل بيع أو دخول.\"],\"staffLink\":[\"إدارة الموظفين وأدوارهم\"],\"live\":[\"مباشر\"],\"filters\":{\"label\":[\"تصفية لوحة التحكم\"],\"allEvents\":[\"كل الفعاليات\"],\"period\":[\"الفترة\"],\"periods\":{\"today\":[\"اليوم\"],\"last7\":[\"آخر 7 أيام\"],\"last30\":[\"آخر 30 يومًا\"],\"all\":[\"منذ البداية\"],\"custom\":[\"فترة مخصّصة\"]},\"from\":[\"من تاريخ\"],\"to\":[\"إلى تاريخ\"],\"badRange\":[\"تاريخ البداية بعد تاريخ النهاية.\"],\"timeZoneNote\":[\"تُحسب الأيام بتوقيت كل فعالية.\"]},\"figures\":{\"ticketsSold\":[\"التذاكر المباعة\"],\"revenue\":[\"الإيرادات\"],\"revenueNote\":[\"بأسعار التذاكر الصالحة شاملةً ضريبة القيمة المضافة، بعد خصم المبالغ المستردة، بما فيها تذاكر الإصدار بالجملة.\"],\"noRevenue\":[\"لا إيرادات\"],\"vat(amount)\":[\"منها ضريبة القيمة المضافة \",[\"amount\"]],\"refunded(amount)\":[\"المبالغ المستردة \",[\"amount\"]],\"checkIns\":[\"الدخول\"],\"checkInsNote(share)\":[\"دخل \",[\"share\"],\" من كل التذاكر المباعة\"],\"noneSoldYet\":[\"لم تُبع تذاكر بعد\"]},\"report\":{\"salesReport\":[\"تنزيل تقرير المبيعات\"],\"taxDocuments\":[\"تنزيل الفواتير والإشعارات\"]},\"chart\":{\"daily\":[\"المبيعات اليومية\"],\"monthly\":[\"المبيعات الشهرية\"],\"label(heading, from, to, tickets)\":[[\"heading\"],\" من \",[\"from\"],\" إلى \",[\"to\"],\": \",[\"tickets\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" في المجموع\"],\"bar\":[[\"when\"],\": \",[\"tickets\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],[\"hasRevenue\",\"select\",{\"yes\":[\"، \",[\"revenue\"]],\"other\":[]}]],\"max(tickets)\":[\"الأعلى: \",[\"tickets\"]],\"empty\":[\"لا مبيعات في هذه الفترة.\"]},\"breakdown\":{\"byChannel\":[\"حسب قناة البيع\"],\"byType\":[\"حسب نوع التذكرة\"],\"topSellers\":[\"أفضل البائعين\"],\"byCode\":[\"حسب رمز الخصم\"],\"code\":[\"الرمز\"],\"tickets\":[\"التذاكر\"],\"revenue\":[\"الإيرادات\"],\"unnamedType\":[\"نوع محذوف\"],\"unknownSeller\":[\"بائع غير معروف\"],\"typeOfEvent(type, event)\":[[\"type\"],\" — \",[\"event\"]],\"none\":[\"لا مبيعات في هذه الفترة.\"]}}");
