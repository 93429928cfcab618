// Compiled from catalogs/ar/promoCodes.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly errors: {
    readonly unknown: string;
    readonly unknownBatch: string;
    readonly paused: string;
    readonly notStarted: string;
    readonly ended: string;
    usedUp(remaining: number): string;
    readonly notForTheseTickets: string;
    overOrderLimit(limit: number): string;
    readonly exists: string;
    readonly changed: string;
  };
  readonly input: {
    readonly maxUses: string;
    readonly perOrderLimit: string;
    readonly percent: string;
    readonly amount: string;
    readonly priceFloor: string;
    readonly window: string;
    readonly nothingToDo: string;
    readonly ticketTypes: string;
    count(max: number): string;
    prefix(max: number): string;
  };
  readonly hiddenTypeSwitch: string;
  readonly manager: {
    title(eventTitle: string | number): string;
    readonly list: string;
    readonly empty: string;
    readonly loadFailed: string;
    readonly close: string;
    readonly newCode: string;
    percentOff(percent: number): string;
    amountOff(amount: string | number): string;
    unlocks(names: string | number): string;
    readonly appliesToPublic: string;
    appliesTo(names: string | number): string;
    readonly removedType: string;
    uses(used: number, of: number): string;
    perOrderLimit(limit: number): string;
    priceFloor(amount: string | number): string;
    validFrom(dateTime: string | number): string;
    validUntil(dateTime: string | number): string;
    validity(window: string | number, zone: string | number): string;
    readonly states: {
      readonly usable: string;
      readonly paused: string;
      readonly not_started: string;
      readonly ended: string;
    };
    readonly pause: string;
    readonly resume: string;
    actionOn(action: string | number, code: string | number): string;
    pausedDone(code: string | number): string;
    resumedDone(code: string | number): string;
    created(code: string | number): string;
    readonly newBatch: string;
    readonly batch: {
      size(count: number): string;
      readonly singleUse: string;
      createdAt(dateTime: string | number): string;
      readonly download: string;
      downloadOf(example: string | number): string;
      generated(count: number): string;
      actionOn(action: string | number, example: string | number): string;
      pausedDone(count: number): string;
      resumedDone(count: number): string;
    };
    readonly csv: {
      readonly noDiscount: string;
      readonly allPublicTypes: string;
      fileName(name: string | number): string;
      readonly header: readonly string[];
    };
    readonly form: {
      readonly code: string;
      readonly codeHint: string;
      readonly kind: string;
      readonly kinds: {
        readonly percent: string;
        readonly amount: string;
        readonly none: string;
      };
      readonly percent: string;
      amount(currency: string | number): string;
      readonly ticketTypes: string;
      readonly ticketTypesHint: string;
      hiddenType(name: string | number): string;
      readonly maxUses: string;
      readonly maxUsesHint: string;
      readonly perOrderLimit: string;
      priceFloor(currency: string | number): string;
      readonly validity: string;
      readonly validFrom: string;
      readonly validUntil: string;
      readonly notAnAmount: string;
      readonly fixErrors: string;
      readonly create: string;
      readonly creating: string;
      readonly count: string;
      countHint(max: number): string;
      readonly prefix: string;
      prefixHint(max: number, random: number): string;
      readonly fixErrorsBatch: string;
      readonly generate: string;
      readonly generating: string;
      readonly cancel: string;
    };
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"errors\":{\"unknown\":[\"لا يوجد رمز بهذا الاسم لهذه الفعالية. تحقّق من كتابته.\"],\"unknownBatch\":[\"لا توجد دفعة رموز بهذا المعرّف لهذه الفعالية.\"],\"paused\":[\"هذا الرمز موقوف الآن.\"],\"notStarted\":[\"لم يبدأ العمل بهذا الرمز بعد.\"],\"ended\":[\"انتهت صلاحية هذا الرمز.\"],\"usedUp(remaining)\":[[\"remaining\",\"plural\",{\"0\":[\"استُخدم هذا الرمز بالكامل.\"],\"one\":[\"بقي لهذا الرمز تذكرة واحدة فقط.\"],\"two\":[\"بقي لهذا الرمز تذكرتان فقط.\"],\"few\":[\"بقي لهذا الرمز \",\"#\",\" تذاكر فقط.\"],\"many\":[\"بقي لهذا الرمز \",\"#\",\" تذكرة فقط.\"],\"other\":[\"بقي لهذا الرمز \",\"#\",\" تذكرة فقط.\"]}]],\"notForTheseTickets\":[\"هذا الرمز لا ينطبق على التذاكر المختارة.\"],\"overOrderLimit(limit)\":[\"يصلح هذا الرمز لـ\",[\"limit\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" في الطلب الواحد على الأكثر.\"],\"exists\":[\"هذا الرمز موجود من قبل في هذه الفعالية.\"],\"changed\":[\"تغيّرت شروط الرمز أثناء الطلب. حاول مجددًا.\"]},\"input\":{\"maxUses\":[\"عدد مرات الاستخدام عدد صحيح من 1 إلى 1,000,000.\"],\"perOrderLimit\":[\"الحد لكل طلب عدد صحيح من 1 فأكثر.\"],\"percent\":[\"نسبة الخصم عدد صحيح من 1 إلى 100.\"],\"amount\":[\"مبلغ الخصم أكبر من صفر.\"],\"priceFloor\":[\"أدنى سعر مبلغ من صفر فأكثر.\"],\"window\":[\"نهاية صلاحية الرمز بعد بدايتها.\"],\"nothingToDo\":[\"الرمز يخفّض السعر أو يفتح نوعًا مخفيًا: اختر خصمًا أو نوعًا مخفيًا.\"],\"ticketTypes\":[\"اختر أنواع التذاكر من أنواع هذه الفعالية.\"],\"count(max)\":[\"عدد الرموز من 1 إلى \",[\"max\",\"number\"],\".\"],\"prefix(max)\":[\"البادئة حتى \",[\"max\",\"number\"],\" حرفًا أو رقمًا.\"]},\"hiddenTypeSwitch\":[\"مخفي: يُباع برمز دعوة أو من شباك التذاكر فقط\"],\"manager\":{\"title(eventTitle)\":[\"رموز الخصم والدعوة: \",[\"eventTitle\"]],\"list\":[\"رموز الفعالية\"],\"empty\":[\"لا توجد رموز لهذه الفعالية بعد. أنشئ أول رمز بزر «رمز جديد».\"],\"loadFailed\":[\"تعذّر تحميل رموز الفعالية. أغلق النافذة وافتحها مجددًا، أو تحقّق من اتصالك.\"],\"close\":[\"إغلاق\"],\"newCode\":[\"رمز جديد\"],\"percentOff(percent)\":[\"خصم \",[\"percent\",\"number\"],\"٪\"],\"amountOff(amount)\":[\"خصم \",[\"amount\"]],\"unlocks(names)\":[\"يفتح: \",[\"names\"]],\"appliesToPublic\":[\"على كل الأنواع العامة\"],\"appliesTo(names)\":[\"على: \",[\"names\"]],\"removedType\":[\"نوع محذوف\"],\"uses(used, of)\":[\"استُخدم \",[\"used\",\"number\"],\" من \",[\"of\",\"number\"]],\"perOrderLimit(limit)\":[\"حتى \",[\"limit\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" في الطلب الواحد\"],\"priceFloor(amount)\":[\"لا يقل سعر التذكرة عن \",[\"amount\"]],\"validFrom(dateTime)\":[\"من \",[\"dateTime\"]],\"validUntil(dateTime)\":[\"حتى \",[\"dateTime\"]],\"validity(window, zone)\":[\"صالح \",[\"window\"],\" بتوقيت \",[\"zone\"]],\"states\":{\"usable\":[\"فعّال\"],\"paused\":[\"موقوف\"],\"not_started\":[\"لم يبدأ\"],\"ended\":[\"انتهى\"]},\"pause\":[\"إيقاف\"],\"resume\":[\"استئناف\"],\"actionOn(action, code)\":[[\"action\"],\" الرمز \",[\"code\"]],\"pausedDone(code)\":[\"أُوقف الرمز \",[\"code\"],\"؛ لن يُقبل حتى تستأنفه.\"],\"resumedDone(code)\":[\"استُؤنف العمل بالرمز \",[\"code\"],\".\"],\"created(code)\":[\"أُنشئ الرمز \",[\"code\"],\".\"],\"newBatch\":[\"دفعة رموز لاستخدام واحد\"],\"batch\":{\"size(count)\":[\"دفعة من \",[\"count\",\"plural\",{\"zero\":[\"لا رموز\"],\"one\":[\"رمز واحد\"],\"two\":[\"رمزان\"],\"few\":[\"#\",\" رموز\"],\"many\":[\"#\",\" رمزًا\"],\"other\":[\"#\",\" رمز\"]}]],\"singleUse\":[\"رموز لاستخدام واحد لكل منها. لا يظهر هنا استخدام كل رمز: نزّل الملف لتوزيعها.\"],\"createdAt(dateTime)\":[\"أُنشئت \",[\"dateTime\"]],\"download\":[\"تنزيل الرموز (CSV)\"],\"downloadOf(example)\":[\"تنزيل الرموز (CSV) للدفعة \",[\"example\"]],\"generated(count)\":[\"أُنشئت دفعة من \",[\"count\",\"plural\",{\"zero\":[\"لا رموز\"],\"one\":[\"رمز واحد\"],\"two\":[\"رمزان\"],\"few\":[\"#\",\" رموز\"],\"many\":[\"#\",\" رمزًا\"],\"other\":[\"#\",\" رمز\"]}],\" ونُزّل ملفها.\"],\"actionOn(action, example)\":[[\"action\"],\" الدفعة \",[\"example\"]],\"pausedDone(count)\":[\"أُوقفت الدفعة (\",[\"count\",\"plural\",{\"zero\":[\"لا رموز\"],\"one\":[\"رمز واحد\"],\"two\":[\"رمزان\"],\"few\":[\"#\",\" رموز\"],\"many\":[\"#\",\" رمزًا\"],\"other\":[\"#\",\" رمز\"]}],\")؛ لن يُقبل أي رمز منها حتى تستأنفها.\"],\"resumedDone(count)\":[\"استُؤنف العمل برموز الدفعة (\",[\"count\",\"plural\",{\"zero\":[\"لا رموز\"],\"one\":[\"رمز واحد\"],\"two\":[\"رمزان\"],\"few\":[\"#\",\" رموز\"],\"many\":[\"#\",\" رمزًا\"],\"other\":[\"#\",\" رمز\"]}],\").\"]},\"csv\":{\"noDiscount\":[\"بلا خصم\"],\"allPublicTypes\":[\"كل الأنواع العامة\"],\"fileName(name)\":[\"promo-codes-\",[\"name\"],\".csv\"],\"header\":{\"0\":[\"الرمز\"],\"1\":[\"الخصم\"],\"2\":[\"الأنواع\"],\"3\":[\"صالح من\"],\"4\":[\"صالح حتى\"],\"5\":[\"الحالة\"]}},\"form\":{\"code\":[\"الرمز\"],\"codeHint\":[\"من 3 إلى 32 حرفًا أو رقمًا، مثل RAMADAN20. لا فرق بين الأحرف الكبيرة والصغيرة.\"],\"kind\":[\"ما يفعله الرمز\"],\"kinds\":{\"percent\":[\"خصم بنسبة مئوية\"],\"amount\":[\"خصم بمبلغ ثابت\"],\"none\":[\"بلا خصم: يفتح الأنواع المخفية المختارة فقط\"]},\"percent\":[\"نسبة الخصم (٪)\"],\"amount(currency)\":[\"مبلغ الخصم لكل تذكرة (\",[\"currency\"],\")\"],\"ticketTypes\":[\"أنواع التذاكر\"],\"ticketTypesHint\":[\"دون اختيار ينطبق الرمز على كل الأنواع العامة. النوع المخفي لا يُباع إلا برمز يسمّيه.\"],\"hiddenType(name)\":[[\"name\"],\" (مخفي)\"],\"maxUses\":[\"عدد مرات الاستخدام\"],\"maxUsesHint\":[\"كل تذكرة تُشترى بالرمز استخدام واحد.\"],\"perOrderLimit\":[\"الحد في الطلب الواحد (اختياري)\"],\"priceFloor(currency)\":[\"أدنى سعر للتذكرة بعد الخصم (\",[\"currency\"],\"، اختياري)\"],\"validity\":[\"مدة الصلاحية (اختيارية)\"],\"validFrom\":[\"بداية الصلاحية\"],\"validUntil\":[\"نهاية الصلاحية\"],\"notAnAmount\":[\"اكتب المبلغ بالأرقام دون فواصل للآلاف، مثل 50 أو 12.50.\"],\"fixErrors\":[\"راجع الحقول المعلَّمة بالأحمر. لم يُنشأ الرمز.\"],\"create\":[\"إنشاء الرمز\"],\"creating\":[\"جارٍ الإنشاء…\"],\"count\":[\"عدد الرموز\"],\"countHint(max)\":[\"من 1 إلى \",[\"max\",\"number\"],\"؛ كل رمز لتذكرة واحدة.\"],\"prefix\":[\"البادئة (اختيارية)\"],\"prefixHint(max, random)\":[\"حتى \",[\"max\",\"number\"],\" حرفًا أو رقمًا، مثل VIP، تتبعها \",[\"random\",\"number\"],\" أحرف وأرقام عشوائية.\"],\"fixErrorsBatch\":[\"راجع الحقول المعلَّمة بالأحمر. لم تُنشأ الرموز.\"],\"generate\":[\"إنشاء الرموز وتنزيلها\"],\"generating\":[\"جارٍ إنشاء الرموز…\"],\"cancel\":[\"تراجع\"]}}}");
