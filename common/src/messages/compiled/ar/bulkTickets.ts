// Compiled from catalogs/ar/bulkTickets.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly bulk: {
    readonly intro: string;
    readonly count: string;
    countHelp(max: number): string;
    readonly label: string;
    readonly labelHelp: string;
    readonly typeRequired: string;
    readonly submit: string;
    readonly submitting: string;
    readonly job: string;
    progress(done: number, total: number): string;
    readonly failed: string;
    readonly jobNotFound: string;
    doneMessage(total: number): string;
    exporting(read: number, total: number): string;
    readonly loadForPrint: string;
    loadedForPrint(loaded: number, total: number): string;
    readonly recent: string;
    readonly noJobs: string;
    readonly open: string;
    readonly createdAt: string;
    csvFileName(jobId: string | number): string;
    readonly csvCodesWarning: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"bulk\":{\"intro\":\"أصدر آلاف التذاكر لنوع واحد دفعة واحدة، ثم اطبعها أو صدّرها.\",\"count\":\"عدد التذاكر\",\"countHelp(max)\":[\"من 1 إلى \",[\"max\",\"number\"]],\"label\":\"وسم (اختياري)\",\"labelHelp\":\"يظهر على التذاكر وفي ملف التصدير، مثل اسم الجهة الراعية.\",\"typeRequired\":\"اختر الفعالية ونوع التذكرة.\",\"submit\":\"بدء الإصدار\",\"submitting\":\"جارٍ البدء…\",\"job\":\"مهمة الإصدار\",\"progress(done, total)\":[[\"done\",\"number\"],\" من \",[\"total\",\"number\"]],\"failed\":\"فشلت المهمة.\",\"jobNotFound\":\"لم نجد هذه المهمة.\",\"doneMessage(total)\":[\"اكتمل إصدار \",[\"total\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\".\"],\"exporting(read, total)\":[\"جارٍ التصدير… \",[\"read\",\"number\"],\" من \",[\"total\",\"number\"]],\"loadForPrint\":\"تحميل التذاكر للطباعة\",\"loadedForPrint(loaded, total)\":[\"المحمّل للطباعة: \",[\"loaded\",\"number\"],\" من \",[\"total\",\"number\"]],\"recent\":\"آخر المهام\",\"noJobs\":\"لا توجد مهام بعد.\",\"open\":\"عرض\",\"createdAt\":\"بدأت\",\"csvFileName(jobId)\":[\"tickets-\",[\"jobId\"],\".csv\"],\"csvCodesWarning\":\"يحوي الملف رموز الدخول الموقّعة: من يحمله يستطيع الدخول بها. احفظه في مكان آمن ولا ترسله إلا لمن يطبع التذاكر.\"}}");
