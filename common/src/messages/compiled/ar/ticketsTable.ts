// Compiled from catalogs/ar/ticketsTable.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly intro: string;
  readonly search: {
    readonly placeholder: string;
    readonly hint: string;
    readonly tooShort: string;
  };
  readonly filters: {
    readonly title: string;
    readonly allEvents: string;
    readonly allStatuses: string;
    readonly allChannels: string;
    readonly sort: string;
    readonly promoCodeHint: string;
    readonly reset: string;
  };
  readonly sorts: {
    readonly newest: string;
    readonly oldest: string;
    readonly latest_check_in: string;
  };
  readonly sortCheckInHint: string;
  readonly sortByNameHint: string;
  open(ticketId: string | number): string;
  readonly results: {
    readonly counting: string;
    count(count: number): string;
    readonly none: string;
    noneForSearch(search: string | number): string;
    page(page: number): string;
    readonly previous: string;
    readonly next: string;
    readonly pager: string;
  };
  readonly exportCsv: {
    readonly hint: string;
    progress(read: number): string;
    readonly cancel: string;
    readonly includeCodes: string;
    readonly codesWarning: string;
    fileName(date: string | number): string;
  };
  readonly promoCode: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":[\"كل التذاكر المصدرة، من كل القنوات. ابحث بالاسم أو الهاتف أو الرمز أو مرجع الطلب أو رقمه، وصفِّ ورتّب، ثم صدّر ما تراه.\"],\"search\":{\"placeholder\":[\"اسم حامل التذكرة، هاتفه، رمز التذكرة، أو مرجع الطلب (BW-…) أو رقمه\"],\"hint\":[\"بأي كلمة من الاسم (العائلة مثلًا) أو ببدايته، والهاتف بأي صيغة.\"],\"tooShort\":[\"اكتب حرفين على الأقل.\"]},\"filters\":{\"title\":[\"التصفية والترتيب\"],\"allEvents\":[\"كل الفعاليات\"],\"allStatuses\":[\"كل الحالات\"],\"allChannels\":[\"كل القنوات\"],\"sort\":[\"الترتيب\"],\"promoCodeHint\":[\"التذاكر المشتراة بهذا الرمز.\"],\"reset\":[\"إزالة التصفية\"]},\"sorts\":{\"newest\":[\"الأحدث إصدارًا\"],\"oldest\":[\"الأقدم إصدارًا\"],\"latest_check_in\":[\"آخر الداخلين\"]},\"sortCheckInHint\":[\"يعرض التذاكر التي دخل حاملوها فقط.\"],\"sortByNameHint\":[\"نتائج البحث بالاسم مرتبة حسب الاسم.\"],\"open(ticketId)\":[\"فتح التذكرة \",[\"ticketId\"]],\"results\":{\"counting\":[\"جارٍ العدّ…\"],\"count(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" مطابقة\"],\"none\":[\"لا توجد تذاكر مطابقة.\"],\"noneForSearch(search)\":[\"لا توجد تذاكر مطابقة لـ«\",[\"search\"],\"».\"],\"page(page)\":[\"الصفحة \",[\"page\",\"number\"]],\"previous\":[\"الصفحة السابقة\"],\"next\":[\"الصفحة التالية\"],\"pager\":[\"التنقل بين الصفحات\"]},\"exportCsv\":{\"hint\":[\"يصدّر كل التذاكر المطابقة للبحث والتصفية الحاليين.\"],\"progress(read)\":[\"جارٍ التصدير… \",[\"read\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"cancel\":[\"إيقاف التصدير\"],\"includeCodes\":[\"تضمين رموز الدخول الموقّعة\"],\"codesWarning\":[\"من يحمل الملف يستطيع الدخول بهذه الرموز عند البوابة. لا تختر هذا إلا عند الحاجة، واحفظ الملف في مكان آمن.\"],\"fileName(date)\":[\"tickets-\",[\"date\"],\".csv\"]},\"promoCode\":[\"رمز الخصم\"]}");
