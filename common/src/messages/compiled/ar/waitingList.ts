// Compiled from catalogs/ar/waitingList.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly errors: {
    soldOutJoinList(typeName: string | number): string;
    readonly notSoldOut: string;
    readonly paused: string;
    readonly alreadyListed: string;
    readonly removedByOrganiser: string;
    readonly notListed: string;
    readonly entryNotFound: string;
    readonly orderInProgress: string;
    overPerOrderLimit(limit: number): string;
    readonly offerNotFound: string;
    readonly offerExpired: string;
    readonly offerUsed: string;
    overOffer(allotment: number): string;
  };
  readonly input: {
    readonly quantity: string;
    readonly paused: string;
  };
  readonly mail: {
    subject(eventTitle: string | number): string;
    greeting(name: string | number): string;
    body(eventTitle: string | number, typeName: string | number, quantity: number): string;
    until(dateTime: string | number): string;
    readonly link: string;
  };
  readonly shop: {
    title(typeName: string | number): string;
    readonly intro: string;
    readonly phoneFirst: string;
    readonly quantity: string;
    readonly name: string;
    readonly email: string;
    readonly emailHint: string;
    readonly submit: string;
    readonly joining: string;
    joined(typeName: string | number, quantity: number): string;
    readonly joinedNext: string;
    readonly myTickets: string;
    readonly close: string;
    readonly offer: {
      readonly heading: string;
      readonly signIn: string;
      readonly loading: string;
      held(quantity: number, typeName: string | number): string;
      until(dateTime: string | number): string;
      readonly timeLeft: string;
      readonly gone: string;
      readonly backToEvent: string;
      readonly retry: string;
    };
  };
  readonly myTickets: {
    readonly heading: string;
    readonly statuses: {
      readonly waiting: string;
      readonly offered: string;
      readonly bought: string;
      readonly lapsed: string;
      readonly removed: string;
      readonly left: string;
    };
    wanted(typeName: string | number, quantity: number): string;
    joinedAt(dateTime: string | number): string;
    held(quantity: number, dateTime: string | number): string;
    readonly timeLeft: string;
    readonly buy: string;
    readonly leave: string;
    leaveLabel(typeName: string | number, eventTitle: string | number): string;
    readonly left: string;
    readonly retry: string;
  };
  readonly manager: {
    title(eventTitle: string | number): string;
    readonly intro: string;
    waitingCount(count: number): string;
    readonly empty: string;
    readonly noTypes: string;
    readonly loading: string;
    readonly loadFailed: string;
    readonly listState: {
      readonly open: string;
      readonly paused: string;
      readonly closed: string;
    };
    readonly columns: {
      readonly position: string;
      readonly name: string;
      readonly phone: string;
      readonly quantity: string;
      readonly status: string;
      readonly joinedAt: string;
      readonly offer: string;
      readonly actions: string;
    };
    readonly statuses: {
      readonly waiting: string;
      readonly offered: string;
      readonly bought: string;
      readonly lapsed: string;
      readonly removed: string;
      readonly left: string;
    };
    readonly pause: string;
    readonly resume: string;
    pauseLabel(typeName: string | number): string;
    resumeLabel(typeName: string | number): string;
    readonly pausedNote: string;
    paused(typeName: string | number): string;
    resumed(typeName: string | number): string;
    readonly remove: string;
    removeLabel(name: string | number): string;
    confirmTitle(name: string | number): string;
    readonly confirmBody: string;
    readonly confirm: string;
    readonly cancel: string;
    removed(name: string | number): string;
    readonly close: string;
  };
  readonly form: {
    readonly offerMinutes: string;
    offerMinutesHint(defaultMinutes: number): string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"errors\":{\"soldOutJoinList(typeName)\":[\"نفدت تذاكر «\",[\"typeName\"],\"». سجّل في قائمة الانتظار لنُعلمك حين تتوفر تذاكر.\"],\"notSoldOut\":[\"ما زالت تذاكر هذا النوع متاحة: اشترِها مباشرة.\"],\"paused\":[\"قائمة الانتظار لهذا النوع موقوفة الآن.\"],\"alreadyListed\":[\"رقمك مسجّل في قائمة الانتظار لهذا النوع من قبل.\"],\"removedByOrganiser\":[\"أزال المنظّم رقمك من قائمة الانتظار لهذا النوع.\"],\"notListed\":[\"رقمك غير مسجّل في قائمة الانتظار لهذا النوع.\"],\"entryNotFound\":[\"لا يوجد هذا التسجيل في قائمة الانتظار.\"],\"orderInProgress\":[\"لديك طلب بعرض قائمة الانتظار ينتظر الدفع. أكمله أو انتظر انتهاء مهلته.\"],\"overPerOrderLimit(limit)\":[\"يمكن طلب \",[\"limit\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" على الأكثر لهذا النوع.\"],\"offerNotFound\":[\"لا يوجد عرض من قائمة الانتظار بهذا الرابط لرقمك.\"],\"offerExpired\":[\"انتهت مهلة عرض قائمة الانتظار هذا، وانتقلت التذاكر إلى التالي في القائمة.\"],\"offerUsed\":[\"استُخدم عرض قائمة الانتظار هذا من قبل.\"],\"overOffer(allotment)\":[\"عرضك من قائمة الانتظار لـ\",[\"allotment\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" على الأكثر.\"]},\"input\":{\"quantity\":[\"عدد التذاكر المطلوبة عدد صحيح من 1 فأكثر.\"],\"paused\":[\"اختر إيقاف القائمة أو استئنافها.\"]},\"mail\":{\"subject(eventTitle)\":[\"توفرت تذاكر لك: \",[\"eventTitle\"]],\"greeting(name)\":[\"مرحبًا \",[\"name\"],\"،\"],\"body(eventTitle, typeName, quantity)\":[\"جاء دورك في قائمة الانتظار: حجزنا لك \",[\"quantity\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" من «\",[\"typeName\"],\"» في «\",[\"eventTitle\"],\"».\"],\"until(dateTime)\":[\"العرض محجوز لك وحدك حتى \",[\"dateTime\"],\"، ثم ينتقل إلى التالي في القائمة.\"],\"link\":[\"أكمل الشراء\"]},\"shop\":{\"title(typeName)\":[\"قائمة انتظار «\",[\"typeName\"],\"»\"],\"intro\":[\"نفدت تذاكر هذا النوع. سجّل رقمك، وحين تتوفر تذاكر نحجزها لمن جاء دوره بالترتيب لمدة محدودة.\"],\"phoneFirst\":[\"تحقّق من رقم جوالك أولًا: به نعرفك في القائمة ونعرض عليك التذاكر.\"],\"quantity\":[\"عدد التذاكر المطلوبة\"],\"name\":[\"الاسم الكامل\"],\"email\":[\"البريد الإلكتروني (اختياري)\"],\"emailHint\":[\"نرسل إليه رابط العرض حين يأتي دورك.\"],\"submit\":[\"سجّلني في القائمة\"],\"joining\":[\"جارٍ التسجيل…\"],\"joined(typeName, quantity)\":[\"سجّلناك في قائمة انتظار «\",[\"typeName\"],\"». التذاكر المطلوبة: \",[\"quantity\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\".\"],\"joinedNext\":[[\"byMail\",\"select\",{\"yes\":[\"حين يأتي دورك نحجز لك التذاكر لمدة محدودة ويظهر العرض في «تذاكري»، ونرسله إلى بريدك.\"],\"other\":[\"حين يأتي دورك نحجز لك التذاكر لمدة محدودة ويظهر العرض في «تذاكري».\"]}]],\"myTickets\":[\"تذاكري\"],\"close\":[\"إغلاق\"],\"offer\":{\"heading\":[\"عرض من قائمة الانتظار\"],\"signIn\":[\"هذا رابط عرض من قائمة الانتظار. تحقّق من رقم الجوال الذي سجّلت به لنعرض عليك التذاكر المحجوزة لك.\"],\"loading\":[\"نقرأ عرضك…\"],\"held(quantity, typeName)\":[\"محجوز لك وحدك من «\",[\"typeName\"],\"»: \",[\"quantity\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\".\"],\"until(dateTime)\":[\"حتى \",[\"dateTime\"],\"، ثم تنتقل إلى التالي في القائمة.\"],\"timeLeft\":[\"الوقت المتبقي\"],\"gone\":[\"لا يوجد عرض مفتوح لرقمك بهذا الرابط: ربما انتهت مهلته أو استُخدم، أو سجّلت برقم آخر.\"],\"backToEvent\":[\"العودة إلى الفعالية\"],\"retry\":[\"إعادة المحاولة\"]}},\"myTickets\":{\"heading\":[\"قوائم الانتظار\"],\"statuses\":{\"waiting\":[\"في الانتظار\"],\"offered\":[\"تذاكر محجوزة لك\"],\"bought\":[\"اشتريت\"],\"lapsed\":[\"انتهت مهلة العرض\"],\"removed\":[\"أزالك المنظّم\"],\"left\":[\"غادرت القائمة\"]},\"wanted(typeName, quantity)\":[\"«\",[\"typeName\"],\"» · \",[\"quantity\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}]],\"joinedAt(dateTime)\":[\"سجّلت في \",[\"dateTime\"]],\"held(quantity, dateTime)\":[\"محجوز لك: \",[\"quantity\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\"، حتى \",[\"dateTime\"]],\"timeLeft\":[\"الوقت المتبقي\"],\"buy\":[\"أكمل الشراء\"],\"leave\":[\"مغادرة القائمة\"],\"leaveLabel(typeName, eventTitle)\":[\"مغادرة قائمة انتظار «\",[\"typeName\"],\"» في \",[\"eventTitle\"]],\"left\":[\"غادرت قائمة الانتظار.\"],\"retry\":[\"إعادة المحاولة\"]},\"manager\":{\"title(eventTitle)\":[\"قائمة الانتظار: \",[\"eventTitle\"]],\"intro\":[\"من سجّل في قائمة انتظار نوع نفدت تذاكره، بترتيب التسجيل. التذاكر التي تتوفر تُعرض على الأول فالأول لمدة محدودة.\"],\"waitingCount(count)\":[[\"count\",\"plural\",{\"0\":[\"لا أحد ينتظر\"],\"one\":[\"ينتظر شخص واحد\"],\"two\":[\"ينتظر شخصان\"],\"few\":[\"ينتظر \",\"#\",\" أشخاص\"],\"many\":[\"ينتظر \",\"#\",\" شخصًا\"],\"other\":[\"ينتظر \",\"#\",\" شخص\"]}]],\"empty\":[\"لم يسجّل أحد في قائمة هذا النوع.\"],\"noTypes\":[\"لا أنواع تذاكر معروضة للجمهور في هذه الفعالية.\"],\"loading\":[\"نقرأ القائمة…\"],\"loadFailed\":[\"تعذّر تحميل قائمة الانتظار. تحقّق من الاتصال ثم أعد فتحها.\"],\"listState\":{\"open\":[\"مفتوحة\"],\"paused\":[\"موقوفة\"],\"closed\":[\"لم تُفتح\"]},\"columns\":{\"position\":[\"الترتيب\"],\"name\":[\"الاسم\"],\"phone\":[\"الجوال\"],\"quantity\":[\"التذاكر\"],\"status\":[\"الحالة\"],\"joinedAt\":[\"سجّل في\"],\"offer\":[\"ينتهي العرض\"],\"actions\":[\"إجراء\"]},\"statuses\":{\"waiting\":[\"ينتظر\"],\"offered\":[\"عُرضت عليه\"],\"bought\":[\"اشترى\"],\"lapsed\":[\"انتهت مهلته\"],\"removed\":[\"أزيل\"],\"left\":[\"غادر\"]},\"pause\":[\"إيقاف القائمة\"],\"resume\":[\"استئناف القائمة\"],\"pauseLabel(typeName)\":[\"إيقاف قائمة انتظار «\",[\"typeName\"],\"»\"],\"resumeLabel(typeName)\":[\"استئناف قائمة انتظار «\",[\"typeName\"],\"»\"],\"pausedNote\":[\"موقوفة: لا يسجّل فيها أحد ولا تُعرض تذاكر حتى تستأنفها. العروض القائمة تكمل مهلتها.\"],\"paused(typeName)\":[\"أُوقفت قائمة «\",[\"typeName\"],\"».\"],\"resumed(typeName)\":[\"استُؤنفت قائمة «\",[\"typeName\"],\"».\"],\"remove\":[\"إزالة\"],\"removeLabel(name)\":[\"إزالة \",[\"name\"],\" من القائمة\"],\"confirmTitle(name)\":[\"إزالة \",[\"name\"],\" من قائمة الانتظار؟\"],\"confirmBody\":[\"لن يستطيع هذا الرقم التسجيل في قائمة هذا النوع مرة أخرى. إن كان له عرض مفتوح تنتقل تذاكره إلى التالي.\"],\"confirm\":[\"إزالة من القائمة\"],\"cancel\":[\"تراجع\"],\"removed(name)\":[\"أُزيل \",[\"name\"],\" من القائمة.\"],\"close\":[\"إغلاق\"]},\"form\":{\"offerMinutes\":[\"مهلة عرض قائمة الانتظار (دقائق)\"],\"offerMinutesHint(defaultMinutes)\":[\"كم تبقى التذاكر محجوزة لمن جاء دوره قبل أن تنتقل إلى التالي. فارغة: \",[\"defaultMinutes\",\"number\"],\" دقيقة.\"]}}");
