// Compiled from catalogs/ar/eventsAdmin.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly newEvent: string;
  readonly newQasrEvent: string;
  readonly emptyList: string;
  readonly emptyQasrList: string;
  readonly readOnly: string;
  readonly eventsList: string;
  readonly statuses: {
    readonly draft: string;
    readonly published: string;
    readonly closed: string;
    readonly cancelled: string;
  };
  readonly ended: string;
  readonly columns: {
    readonly title: string;
    readonly status: string;
    readonly startsAt: string;
    readonly ticketTypes: string;
    readonly actions: string;
  };
  soldOfCapacity(sold: number, capacity: number): string;
  readonly hiddenType: string;
  readonly noTicketTypes: string;
  readonly actions: {
    readonly edit: string;
    readonly publish: string;
    readonly close: string;
    readonly reopen: string;
    readonly cancel: string;
    readonly duplicate: string;
    readonly promoCodes: string;
  };
  actionOn(action: string | number, title: string | number): string;
  readonly done: {
    readonly created: string;
    readonly updated: string;
    readonly publish: string;
    readonly close: string;
    readonly reopen: string;
    readonly cancel: string;
    readonly duplicate: string;
  };
  readonly copySuffix: string;
  readonly confirmCancel: {
    readonly title: string;
    body(title: string | number): string;
    readonly confirm: string;
    readonly keep: string;
  };
  readonly form: {
    readonly createTitle: string;
    readonly editTitle: string;
    readonly title: string;
    readonly description: string;
    readonly category: string;
    readonly venue: string;
    readonly startsAt: string;
    readonly endsAt: string;
    readonly timeZone: string;
    readonly ticketTypes: string;
    ticketType(index: number): string;
    readonly ticketName: string;
    price(currency: string | number): string;
    readonly capacity: string;
    readonly perOrderLimit: string;
    readonly vatRate: string;
    readonly vatRateHint: string;
    readonly salesWindow: string;
    readonly salesStartsAt: string;
    readonly salesEndsAt: string;
    sold(sold: number): string;
    readonly addTicketType: string;
    removeTicketType(index: number): string;
    readonly removeNotDraft: string;
    readonly save: string;
    readonly saving: string;
    readonly close: string;
    readonly fixErrors: string;
    atTimeIn(dateTime: string | number, zone: string | number): string;
    readonly notFound: string;
  };
  readonly timeZones: {
    readonly "Asia/Riyadh": string;
    readonly "Asia/Dubai": string;
    readonly "Asia/Qatar": string;
    readonly "Asia/Kuwait": string;
    readonly "Asia/Bahrain": string;
    readonly "Asia/Muscat": string;
    readonly "Asia/Amman": string;
    readonly "Asia/Baghdad": string;
    readonly "Asia/Beirut": string;
    readonly "Asia/Damascus": string;
    readonly "Africa/Cairo": string;
    readonly "Africa/Khartoum": string;
    readonly "Africa/Tripoli": string;
    readonly "Africa/Tunis": string;
    readonly "Africa/Algiers": string;
    readonly "Africa/Casablanca": string;
    readonly UTC: string;
  };
  readonly calendar: {
    readonly title: string;
    readonly previousMonth: string;
    readonly nextMonth: string;
    eventsOn(count: number): string;
    filteredBy(date: string | number): string;
    readonly clearFilter: string;
    readonly noEventsOnDay: string;
  };
  readonly errors: {
    readonly permissionDenied: string;
    readonly unauthenticated: string;
    readonly notFound: string;
    readonly timeout: string;
    readonly typeRemovalNotDraft: string;
    readonly unknown: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"newEvent\":[\"فعالية جديدة\"],\"newQasrEvent\":[\"فعالية جديدة في القصر\"],\"emptyList\":[\"لا توجد فعاليات بعد. أنشئ أول فعالية بزر «فعالية جديدة».\"],\"emptyQasrList\":[\"لا توجد فعاليات في القصر بعد.\"],\"readOnly\":[\"تعرض هذه الصفحة الفعاليات للاطلاع فقط؛ التعديل للمدير العام.\"],\"eventsList\":[\"قائمة الفعاليات\"],\"statuses\":{\"draft\":[\"مسودة\"],\"published\":[\"منشورة\"],\"closed\":[\"مغلقة\"],\"cancelled\":[\"ملغاة\"]},\"ended\":[\"انتهت\"],\"columns\":{\"title\":[\"الفعالية\"],\"status\":[\"الحالة\"],\"startsAt\":[\"البداية\"],\"ticketTypes\":[\"أنواع التذاكر (المبيع من السعة)\"],\"actions\":[\"الإجراءات\"]},\"soldOfCapacity(sold, capacity)\":[[\"sold\",\"number\"],\" من \",[\"capacity\",\"number\"]],\"hiddenType\":[\"مخفي\"],\"noTicketTypes\":[\"لا توجد أنواع تذاكر\"],\"actions\":{\"edit\":[\"تعديل\"],\"publish\":[\"نشر\"],\"close\":[\"إغلاق البيع\"],\"reopen\":[\"إعادة فتح البيع\"],\"cancel\":[\"إلغاء الفعالية\"],\"duplicate\":[\"نسخ كمسودة\"],\"promoCodes\":[\"رموز الخصم\"]},\"actionOn(action, title)\":[[\"action\"],\": \",[\"title\"]],\"done\":{\"created\":[\"حُفظت الفعالية كمسودة. انشرها عندما تكون جاهزة للبيع.\"],\"updated\":[\"حُفظت التعديلات.\"],\"publish\":[\"نُشرت الفعالية وأصبحت معروضة للبيع.\"],\"close\":[\"أُغلق بيع تذاكر الفعالية.\"],\"reopen\":[\"أُعيد فتح البيع.\"],\"cancel\":[\"أُلغيت الفعالية.\"],\"duplicate\":[\"أُنشئت نسخة من الفعالية كمسودة.\"]},\"copySuffix\":[\" (نسخة)\"],\"confirmCancel\":{\"title\":[\"إلغاء الفعالية؟\"],\"body(title)\":[\"سيتوقف بيع تذاكر «\",[\"title\"],\"» نهائيًا ولا يمكن التراجع عن الإلغاء. التذاكر المبيعة تبقى في الطلبات لاستردادها من محرر المبيعات.\"],\"confirm\":[\"نعم، ألغِ الفعالية\"],\"keep\":[\"تراجع\"]},\"form\":{\"createTitle\":[\"فعالية جديدة\"],\"editTitle\":[\"تعديل الفعالية\"],\"title\":[\"عنوان الفعالية\"],\"description\":[\"الوصف\"],\"category\":[\"الفئة\"],\"venue\":[\"المكان\"],\"startsAt\":[\"البداية\"],\"endsAt\":[\"النهاية\"],\"timeZone\":[\"المنطقة الزمنية\"],\"ticketTypes\":[\"أنواع التذاكر\"],\"ticketType(index)\":[\"نوع التذكرة \",[\"index\",\"number\"]],\"ticketName\":[\"اسم النوع\"],\"price(currency)\":[\"السعر (\",[\"currency\"],\")\"],\"capacity\":[\"السعة\"],\"perOrderLimit\":[\"الحد في الطلب الواحد\"],\"vatRate\":[\"نسبة ضريبة القيمة المضافة (%)\"],\"vatRateHint\":[\"السعر شامل للضريبة؛ 0 إن لم تُفرض.\"],\"salesWindow\":[\"فترة البيع (اختيارية)\"],\"salesStartsAt\":[\"بداية البيع\"],\"salesEndsAt\":[\"نهاية البيع\"],\"sold(sold)\":[\"بيع منها \",[\"sold\",\"number\"]],\"addTicketType\":[\"إضافة نوع تذاكر\"],\"removeTicketType(index)\":[\"حذف نوع التذكرة \",[\"index\",\"number\"]],\"removeNotDraft\":[\"لا يمكن حذف نوع تذاكر بعد نشر الفعالية، لأن تذاكر منه قد تكون بيعت. خفّض سعته أو أغلق البيع بدلًا من ذلك.\"],\"save\":[\"حفظ\"],\"saving\":[\"جارٍ الحفظ…\"],\"close\":[\"إغلاق\"],\"fixErrors\":[\"راجع الحقول المعلَّمة بالأحمر ثم احفظ مجددًا. لم يُحفظ شيء.\"],\"atTimeIn(dateTime, zone)\":[[\"dateTime\"],\" بتوقيت \",[\"zone\"]],\"notFound\":[\"لم نجد الفعالية المطلوبة للتعديل؛ ربما حُذفت أو الرابط غير صحيح.\"]},\"timeZones\":{\"Asia/Riyadh\":[\"الرياض\"],\"Asia/Dubai\":[\"دبي\"],\"Asia/Qatar\":[\"الدوحة\"],\"Asia/Kuwait\":[\"الكويت\"],\"Asia/Bahrain\":[\"المنامة\"],\"Asia/Muscat\":[\"مسقط\"],\"Asia/Amman\":[\"عمّان\"],\"Asia/Baghdad\":[\"بغداد\"],\"Asia/Beirut\":[\"بيروت\"],\"Asia/Damascus\":[\"دمشق\"],\"Africa/Cairo\":[\"القاهرة\"],\"Africa/Khartoum\":[\"الخرطوم\"],\"Africa/Tripoli\":[\"طرابلس\"],\"Africa/Tunis\":[\"تونس\"],\"Africa/Algiers\":[\"الجزائر\"],\"Africa/Casablanca\":[\"الدار البيضاء\"],\"UTC\":[\"التوقيت العالمي (UTC)\"]},\"calendar\":{\"title\":[\"تقويم فعاليات القصر\"],\"previousMonth\":[\"الشهر السابق\"],\"nextMonth\":[\"الشهر التالي\"],\"eventsOn(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا فعاليات\"],\"one\":[\"فعالية واحدة\"],\"two\":[\"فعاليتان\"],\"few\":[\"#\",\" فعاليات\"],\"many\":[\"#\",\" فعالية\"],\"other\":[\"#\",\" فعالية\"]}]],\"filteredBy(date)\":[\"الفعاليات في \",[\"date\"]],\"clearFilter\":[\"عرض كل الفعاليات\"],\"noEventsOnDay\":[\"لا توجد فعاليات في هذا اليوم.\"]},\"errors\":{\"permissionDenied\":[\"رفض الخادم هذا التغيير: إما أنك لا تملك صلاحية له، أو أن البيانات لم تعد مقبولة (مثل سعة أقل من المبيع، أو حالة تغيّرت من جهاز آخر). حدّث الصفحة وحاول مجددًا.\"],\"unauthenticated\":[\"انتهت جلستك. سجّل الدخول مجددًا ثم أعد المحاولة.\"],\"notFound\":[\"لم تعد هذه الفعالية موجودة.\"],\"timeout\":[\"لم يؤكّد الخادم الحفظ خلال 30 ثانية. تحقّق من اتصالك؛ سيُرسَل التغيير تلقائيًا عند عودة الاتصال وتظهر نتيجته في القائمة.\"],\"typeRemovalNotDraft\":[\"لا يمكن حذف أنواع التذاكر بعد نشر الفعالية. أعد النوع المحذوف أو خفّض سعته بدلًا من ذلك. لم يُحفظ شيء.\"],\"unknown\":[\"حدث خطأ غير متوقع ولم يُحفظ التغيير. حاول مجددًا.\"]}}");
