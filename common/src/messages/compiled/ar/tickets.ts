// Compiled from catalogs/ar/tickets.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  ticketCount(count: number): string;
  readonly search: string;
  readonly statuses: {
    readonly valid: string;
    readonly checked_in: string;
    readonly void: string;
  };
  readonly channels: {
    readonly online: string;
    readonly box_office: string;
    readonly bulk: string;
    readonly complimentary: string;
  };
  readonly payments: {
    readonly cash: string;
    readonly card: string;
    readonly complimentary: string;
  };
  readonly historyActions: {
    readonly assigned: string;
    readonly reissued: string;
  };
  readonly checkInResults: {
    readonly accepted: string;
    readonly already_used: string;
    readonly invalid: string;
    readonly void: string;
    readonly wrong_event: string;
  };
  readonly jobStatuses: {
    readonly running: string;
    readonly done: string;
    readonly failed: string;
  };
  readonly qrAlt: string;
  readonly noHolder: string;
  readonly print: {
    readonly a4: string;
    readonly thermal: string;
    readonly previewTitle: {
      readonly a4: string;
      readonly thermal: string;
    };
    readonly print: string;
    readonly close: string;
    readonly part: string;
    partOption(from: number, to: number): string;
    partHint(max: number): string;
  };
  readonly load: {
    readonly denied: string;
    readonly notFound: string;
    readonly unavailable: string;
    readonly failed: string;
    readonly retry: string;
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
  readonly details: {
    readonly ticket: string;
    readonly order: string;
    readonly buyer: string;
    readonly payment: string;
    readonly total: string;
    readonly orderStatus: string;
    readonly seller: string;
    readonly generation: string;
    readonly history: string;
    readonly noHistory: string;
    readonly checkIns: string;
    readonly noCheckIns: string;
    gate(gate: string | number): string;
    by(who: string | number): string;
    change(before: string | number, after: string | number): string;
    readonly orderedAt: string;
    readonly ticketAnswers: string;
    readonly orderAnswers: string;
    readonly orderUnavailable: string;
    readonly orderStatuses: {
      readonly pending: string;
      readonly paid: string;
      readonly cancelled: string;
      readonly refunded: string;
      readonly expired: string;
    };
  };
  readonly assign: {
    readonly intro: string;
    readonly search: string;
    readonly noMatch: string;
    readonly pick: string;
    readonly picked: string;
    readonly notAssignable: {
      readonly checked_in: string;
      readonly void: string;
    };
    readonly guestName: string;
    readonly guestPhone: string;
    readonly reissue: string;
    readonly submit: string;
    readonly submitting: string;
    done(name: string | number): string;
    readonly doneReissued: string;
    readonly viewHistory: string;
    readonly noQasrEvents: string;
  };
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
    readonly exportCsv: string;
    exporting(read: number, total: number): string;
    readonly exportFailed: string;
    readonly loadForPrint: string;
    loadedForPrint(loaded: number, total: number): string;
    readonly recent: string;
    readonly noJobs: string;
    readonly open: string;
    readonly createdAt: string;
    csvFileName(jobId: string | number): string;
    readonly csvCodesWarning: string;
  };
  readonly fields: {
    readonly event: string;
    readonly date: string;
    readonly venue: string;
    readonly type: string;
    readonly holder: string;
    readonly phone: string;
    readonly price: string;
    readonly currency: string;
    readonly status: string;
    readonly channel: string;
    readonly issuedAt: string;
    readonly checkedInAt: string;
    readonly checkedInGate: string;
    readonly ticketId: string;
    readonly code: string;
    readonly gateCode: string;
    readonly order: string;
    readonly orderReference: string;
    readonly serial: string;
    readonly label: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"ticketCount(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"search\":[\"بحث\"],\"statuses\":{\"valid\":[\"صالحة\"],\"checked_in\":[\"تم الدخول\"],\"void\":[\"ملغاة\"]},\"channels\":{\"online\":[\"عبر الإنترنت\"],\"box_office\":[\"شباك التذاكر\"],\"bulk\":[\"إصدار بالجملة\"],\"complimentary\":[\"دعوة مجانية\"]},\"payments\":{\"cash\":[\"نقدًا\"],\"card\":[\"بطاقة\"],\"complimentary\":[\"مجانية\"]},\"historyActions\":{\"assigned\":[\"تخصيص\"],\"reissued\":[\"إعادة إصدار برمز جديد\"]},\"checkInResults\":{\"accepted\":[\"دخول مقبول\"],\"already_used\":[\"مستخدمة من قبل\"],\"invalid\":[\"رمز غير صالح\"],\"void\":[\"تذكرة ملغاة\"],\"wrong_event\":[\"فعالية أخرى\"]},\"jobStatuses\":{\"running\":[\"قيد التنفيذ\"],\"done\":[\"اكتمل\"],\"failed\":[\"فشل\"]},\"qrAlt\":[\"رمز QR للتذكرة\"],\"noHolder\":[\"—\"],\"print\":{\"a4\":[\"طباعة ورقة A4\"],\"thermal\":[\"طباعة إيصال حراري 80 مم\"],\"previewTitle\":{\"a4\":[\"معاينة الطباعة: ورقة A4\"],\"thermal\":[\"معاينة الطباعة: إيصال حراري 80 مم\"]},\"print\":[\"طباعة\"],\"close\":[\"إغلاق\"],\"part\":[\"الدفعة\"],\"partOption(from, to)\":[\"التذاكر \",[\"from\",\"number\"],\"–\",[\"to\",\"number\"]],\"partHint(max)\":[\"تُطبع \",[\"max\",\"number\"],\" تذكرة على الأكثر في كل مرة حتى تبقى الصفحة سريعة. اختر الدفعة ثم اطبعها.\"]},\"load\":{\"denied\":[\"لا تملك صلاحية لعرض هذه البيانات.\"],\"notFound\":[\"لم نجد هذه التذكرة. تحقّق من الرابط.\"],\"unavailable\":[\"تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم أعد المحاولة.\"],\"failed\":[\"تعذّر تحميل البيانات. أعد تحميل الصفحة.\"],\"retry\":[\"إعادة المحاولة\"]},\"picker\":{\"event\":[\"الفعالية\"],\"type\":[\"نوع التذكرة\"],\"allTypes\":[\"كل الأنواع\"],\"chooseEvent\":[\"اختر فعالية لعرض تذاكرها.\"],\"chooseType\":[\"اختر نوع التذكرة.\"],\"noEvents\":[\"لا توجد فعاليات هنا بعد.\"],\"eventOption(title, date)\":[[\"title\"],\" — \",[\"date\"]],\"remaining(remaining, capacity)\":[\"المتبقي \",[\"remaining\",\"number\"],\" من \",[\"capacity\",\"number\"]]},\"list\":{\"empty\":[\"لم تُصدر تذاكر من هذا النوع بعد.\"],\"loadMore\":[\"تحميل المزيد\"],\"loaded(count)\":[\"المحمّل: \",[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"selectAll\":[\"تحديد كل المحمّلة\"],\"selected(count)\":[[\"count\",\"number\"],\" محددة\"],\"clearSelection\":[\"إلغاء التحديد\"],\"select(id)\":[\"تحديد التذكرة \",[\"id\"]],\"details\":[\"التفاصيل\"],\"printSelected\":[\"طباعة المحددة\"],\"printHint\":[\"حدّد تذاكر ثم اختر نوع الطباعة.\"]},\"details\":{\"ticket\":[\"التذكرة\"],\"order\":[\"الطلب\"],\"buyer\":[\"المشتري\"],\"payment\":[\"الدفع\"],\"total\":[\"الإجمالي\"],\"orderStatus\":[\"حالة الطلب\"],\"seller\":[\"البائع\"],\"generation\":[[\"generation\",\"plural\",{\"0\":[\"الرمز الأصلي\"],\"other\":[\"الرمز رقم \",[\"version\",\"number\"],\" (أعيد إصداره)\"]}]],\"history\":[\"سجل التغييرات\"],\"noHistory\":[\"لم تُخصَّص هذه التذكرة ولم يُعَد إصدارها.\"],\"checkIns\":[\"سجل المسح عند البوابة\"],\"noCheckIns\":[\"لم تُمسح هذه التذكرة عند البوابة بعد.\"],\"gate(gate)\":[\"البوابة: \",[\"gate\"]],\"by(who)\":[\"بواسطة \",[\"who\"]],\"change(before, after)\":[[\"before\"],\" ← \",[\"after\"]],\"orderedAt\":[\"وقت الطلب\"],\"ticketAnswers\":[\"إجابات التذكرة\"],\"orderAnswers\":[\"إجابات الطلب\"],\"orderUnavailable\":[\"تفاصيل الطلب غير متاحة لك.\"],\"orderStatuses\":{\"pending\":[\"بانتظار الدفع\"],\"paid\":[\"مدفوع\"],\"cancelled\":[\"ملغى\"],\"refunded\":[\"مسترد\"],\"expired\":[\"منتهي\"]}},\"assign\":{\"intro\":[\"اختر تذكرة من فعاليات القصر ثم اكتب اسم الضيف. يظهر كل تخصيص في سجل التذكرة.\"],\"search\":[\"ابحث برقم التذكرة أو اسم الحامل\"],\"noMatch\":[\"لا توجد تذكرة محمّلة تطابق البحث. حمّل المزيد أو غيّر البحث.\"],\"pick\":[\"اختيار\"],\"picked\":[\"التذكرة المختارة\"],\"notAssignable\":{\"checked_in\":[\"دخل حاملها بالفعل\"],\"void\":[\"ملغاة\"]},\"guestName\":[\"اسم الضيف\"],\"guestPhone\":[\"هاتف الضيف (اختياري)\"],\"reissue\":[\"إصدار رمز جديد (يُرفض الرمز القديم عند البوابة)\"],\"submit\":[\"تخصيص التذكرة\"],\"submitting\":[\"جارٍ التخصيص…\"],\"done(name)\":[\"خُصّصت التذكرة لـ«\",[\"name\"],\"».\"],\"doneReissued\":[\"صدر رمز جديد لهذه التذكرة؛ الرمز القديم لم يعد صالحًا. أرسل الرمز الجديد للضيف.\"],\"viewHistory\":[\"عرض التذكرة وسجلها\"],\"noQasrEvents\":[\"لا توجد فعاليات في القصر صدرت لها تذاكر.\"]},\"bulk\":{\"intro\":[\"أصدر آلاف التذاكر لنوع واحد دفعة واحدة، ثم اطبعها أو صدّرها.\"],\"count\":[\"عدد التذاكر\"],\"countHelp(max)\":[\"من 1 إلى \",[\"max\",\"number\"]],\"label\":[\"وسم (اختياري)\"],\"labelHelp\":[\"يظهر على التذاكر وفي ملف التصدير، مثل اسم الجهة الراعية.\"],\"typeRequired\":[\"اختر الفعالية ونوع التذكرة.\"],\"submit\":[\"بدء الإصدار\"],\"submitting\":[\"جارٍ البدء…\"],\"job\":[\"مهمة الإصدار\"],\"progress(done, total)\":[[\"done\",\"number\"],\" من \",[\"total\",\"number\"]],\"failed\":[\"فشلت المهمة.\"],\"jobNotFound\":[\"لم نجد هذه المهمة.\"],\"doneMessage(total)\":[\"اكتمل إصدار \",[\"total\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\".\"],\"exportCsv\":[\"تصدير CSV\"],\"exporting(read, total)\":[\"جارٍ التصدير… \",[\"read\",\"number\"],\" من \",[\"total\",\"number\"]],\"exportFailed\":[\"تعذّر التصدير. حاول مجددًا.\"],\"loadForPrint\":[\"تحميل التذاكر للطباعة\"],\"loadedForPrint(loaded, total)\":[\"المحمّل للطباعة: \",[\"loaded\",\"number\"],\" من \",[\"total\",\"number\"]],\"recent\":[\"آخر المهام\"],\"noJobs\":[\"لا توجد مهام بعد.\"],\"open\":[\"عرض\"],\"createdAt\":[\"بدأت\"],\"csvFileName(jobId)\":[\"tickets-\",[\"jobId\"],\".csv\"],\"csvCodesWarning\":[\"يحوي الملف رموز الدخول الموقّعة: من يحمله يستطيع الدخول بها. احفظه في مكان آمن ولا ترسله إلا لمن يطبع التذاكر.\"]},\"fields\":{\"event\":[\"الفعالية\"],\"date\":[\"الموعد\"],\"venue\":[\"المكان\"],\"type\":[\"نوع التذكرة\"],\"holder\":[\"حامل التذكرة\"],\"phone\":[\"الهاتف\"],\"price\":[\"السعر\"],\"currency\":[\"العملة\"],\"status\":[\"الحالة\"],\"channel\":[\"قناة البيع\"],\"issuedAt\":[\"وقت الإصدار\"],\"checkedInAt\":[\"وقت الدخول\"],\"checkedInGate\":[\"بوابة الدخول\"],\"ticketId\":[\"رقم التذكرة\"],\"code\":[\"رمز التذكرة\"],\"gateCode\":[\"رمز الدخول\"],\"order\":[\"الطلب\"],\"orderReference\":[\"مرجع الطلب\"],\"serial\":[\"التسلسل\"],\"label\":[\"الوسم\"]}}");
