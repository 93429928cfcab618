// Compiled from catalogs/ar/checkin.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  scanCount(count: number): string;
  readonly intro: string;
  readonly setup: {
    readonly event: string;
    eventOption(title: string | number, date: string | number): string;
    readonly chooseEvent: string;
    readonly noEvents: string;
    readonly eventGone: string;
    readonly gate: string;
    readonly noGate: string;
    gateLabel(gate: string | number): string;
    readonly change: string;
    readonly done: string;
    gateHelp(max: number): string;
  };
  readonly counts: {
    readonly heading: string;
    readonly admitted: string;
    readonly sold: string;
    admittedOfSold(admitted: number, sold: number): string;
    readonly byGate: string;
    gateAdmitted(gate: string | number, admitted: number): string;
    readonly unavailable: string;
  };
  readonly camera: {
    readonly viewfinder: string;
    readonly start: string;
    readonly stop: string;
    readonly starting: string;
    readonly torchOn: string;
    readonly torchOff: string;
    readonly errors: {
      readonly permission: string;
      readonly noCamera: string;
      readonly inUse: string;
      readonly unsupported: string;
      readonly failed: string;
    };
  };
  readonly keyboardScanner: string;
  readonly manual: {
    readonly submit: string;
    readonly help: string;
  };
  readonly verdict: {
    readonly titles: {
      readonly wrong_event: string;
      readonly error: string;
    };
    readonly invalid: string;
    readonly unknownKey: string;
    readonly gateCodeOffline: string;
    readonly void: string;
    readonly wrongEvent: string;
    readonly firstCheckIn: string;
    at(time: string | number): string;
    readonly offline: string;
    readonly scanAgain: string;
    readonly dismiss: string;
    readonly last: string;
  };
  readonly sync: {
    readonly offline: string;
    queued(count: number): string;
    othersQueued(count: number): string;
    readonly noKeys: string;
  };
  readonly readiness: {
    readonly ready: string;
    readonly preparing: string;
    readonly listLive: string;
    listUpdated(age: string | number): string;
    listAge(age: string | number): string;
    readonly noList: string;
    readonly updateReady: string;
    readonly update: string;
    readonly age: string;
  };
  readonly conflicts: {
    readonly heading: string;
    readonly intro: string;
    answer(verdict: string | number): string;
    refused(message: string | number): string;
    readonly scannedAt: string;
    ticket(ticketId: string | number): string;
    readonly dismiss: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"scanCount(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا عمليات مسح\"],\"one\":[\"مسح واحد\"],\"two\":[\"مسحان\"],\"few\":[\"#\",\" عمليات مسح\"],\"many\":[\"#\",\" عملية مسح\"],\"other\":[\"#\",\" عملية مسح\"]}]],\"intro\":[\"اختر الفعالية والبوابة، ثم امسح التذاكر بالكاميرا أو بقارئ الباركود، أو أدخل الرمز يدويًا.\"],\"setup\":{\"event\":[\"الفعالية\"],\"eventOption(title, date)\":[[\"title\"],\" — \",[\"date\"]],\"chooseEvent\":[\"اختر الفعالية التي تمسح تذاكرها ليبدأ المسح.\"],\"noEvents\":[\"لا توجد فعاليات منشورة للمسح.\"],\"eventGone\":[\"الفعالية التي اخترتها على هذا الجهاز لم تعد متاحة. اختر فعالية أخرى.\"],\"gate\":[\"اسم البوابة\"],\"noGate\":[\"بوابة بلا اسم\"],\"gateLabel(gate)\":[\"البوابة: \",[\"gate\"]],\"change\":[\"تغيير\"],\"done\":[\"تم\"],\"gateHelp(max)\":[\"اختياري، حتى \",[\"max\",\"number\"],\" حرفًا. يظهر في سجل الدخول وفي العدّ لكل بوابة.\"]},\"counts\":{\"heading\":[\"العدّ المباشر\"],\"admitted\":[\"دخلوا\"],\"sold\":[\"المباعة\"],\"admittedOfSold(admitted, sold)\":[[\"admitted\",\"number\"],\" من \",[\"sold\",\"number\"]],\"byGate\":[\"حسب البوابة\"],\"gateAdmitted(gate, admitted)\":[[\"gate\"],\": \",[\"admitted\",\"number\"]],\"unavailable\":[\"تعذّر تحميل العدّ المباشر.\"]},\"camera\":{\"viewfinder\":[\"صورة الكاميرا لمسح رموز التذاكر\"],\"start\":[\"تشغيل الكاميرا\"],\"stop\":[\"إيقاف الكاميرا\"],\"starting\":[\"جارٍ تشغيل الكاميرا…\"],\"torchOn\":[\"تشغيل الإضاءة\"],\"torchOff\":[\"إطفاء الإضاءة\"],\"errors\":{\"permission\":[\"لم يُسمح لهذه الصفحة باستخدام الكاميرا. اسمح بها من إعدادات المتصفح، أو استخدم قارئ الباركود أو الإدخال اليدوي.\"],\"noCamera\":[\"لم نجد كاميرا على هذا الجهاز. استخدم قارئ الباركود أو الإدخال اليدوي.\"],\"inUse\":[\"الكاميرا مستخدمة في تطبيق آخر. أغلقه ثم شغّل الكاميرا من جديد.\"],\"unsupported\":[\"هذا المتصفح لا يتيح الكاميرا لهذه الصفحة. استخدم متصفحًا حديثًا عبر اتصال آمن، أو قارئ الباركود أو الإدخال اليدوي.\"],\"failed\":[\"تعذّر تشغيل الكاميرا. أعد المحاولة، أو استخدم قارئ الباركود أو الإدخال اليدوي.\"]}},\"keyboardScanner\":[\"قارئ الباركود (USB أو بلوتوث) يعمل مباشرة على هذه الصفحة دون الحاجة إلى النقر على أي حقل.\"],\"manual\":{\"submit\":[\"تحقّق\"],\"help\":[\"اكتب رمز الدخول المطبوع تحت رمز QR، مثل 7K3M9-QXJ2H.\"]},\"verdict\":{\"titles\":{\"wrong_event\":[\"تذكرة لفعالية أخرى\"],\"error\":[\"تعذّر التحقق\"]},\"invalid\":[\"هذا الرمز ليس تذكرة من بوّابة، أو عُبث به.\"],\"unknownKey\":[\"لا يمكن التحقق من هذا الرمز دون اتصال: مفتاح توقيعه غير محفوظ على هذا الجهاز.\"],\"gateCodeOffline\":[\"لا يُتحقَّق من رمز الدخول المكتوب دون اتصال: امسح رمز QR.\"],\"void\":[\"أُلغيت هذه التذكرة أو صدر لها رمز أحدث.\"],\"wrongEvent\":[[\"known\",\"select\",{\"yes\":[\"هذه التذكرة لفعالية «\",[\"title\"],\"».\"],\"other\":[\"هذه التذكرة لفعالية أخرى.\"]}]],\"firstCheckIn\":[[\"atGate\",\"select\",{\"yes\":[\"دخلت \",[\"when\"],\"، البوابة: \",[\"gate\"]],\"other\":[\"دخلت \",[\"when\"]]}]],\"at(time)\":[\"الساعة \",[\"time\"]],\"offline\":[\"تحقّق على الجهاز دون اتصال؛ يُرسل المسح عند عودة الاتصال.\"],\"scanAgain\":[\"امسح التذكرة مجددًا.\"],\"dismiss\":[\"إغلاق النتيجة\"],\"last\":[\"آخر نتيجة\"]},\"sync\":{\"offline\":[\"لا يوجد اتصال. المسح مستمر، ويتحقق الجهاز من التذاكر بنفسه.\"],\"queued(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا عمليات مسح\"],\"one\":[\"مسح واحد\"],\"two\":[\"مسحان\"],\"few\":[\"#\",\" عمليات مسح\"],\"many\":[\"#\",\" عملية مسح\"],\"other\":[\"#\",\" عملية مسح\"]}],\" بانتظار الإرسال إلى الخادم.\"],\"othersQueued(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا عمليات مسح\"],\"one\":[\"مسح واحد\"],\"two\":[\"مسحان\"],\"few\":[\"#\",\" عمليات مسح\"],\"many\":[\"#\",\" عملية مسح\"],\"other\":[\"#\",\" عملية مسح\"]}],\" من حساب آخر بانتظار الإرسال، حين يسجّل صاحبه الدخول على هذا الجهاز.\"],\"noKeys\":[\"لم تُحفظ مفاتيح التحقق على هذا الجهاز بعد، فلن يقبل أي تذكرة دون اتصال. اتصل بالإنترنت مرة واحدة لتحميلها.\"]},\"readiness\":{\"ready\":[\"جاهز للعمل دون اتصال\"],\"preparing\":[\"يجهَّز الجهاز للعمل دون اتصال… أبقِ الصفحة مفتوحة مع الاتصال.\"],\"listLive\":[\"قائمة البوابة محدّثة الآن\"],\"listUpdated(age)\":[\"حُدّثت قائمة البوابة قبل \",[\"age\"]],\"listAge(age)\":[\"دون اتصال، عمر قائمة البوابة \",[\"age\"],\": لا يعرف الجهاز ما أُلغي أو دخل من بوابات أخرى بعدها.\"],\"noList\":[\"لم تُحمَّل قائمة البوابة بعد: دون اتصال لن يعرف الجهاز التذاكر الملغاة ولا ما دخل من بوابات أخرى.\"],\"updateReady\":[\"إصدار جديد من التطبيق جاهز. حدّث بين مسحين.\"],\"update\":[\"تحديث\"],\"age\":[[\"unit\",\"select\",{\"seconds\":[[\"amount\",\"number\"],\" ث\"],\"minutes\":[[\"amount\",\"number\"],\" د\"],\"other\":[[\"amount\",\"number\"],\" س\"]}]]},\"conflicts\":{\"heading\":[\"تعارضات للمشرف\"],\"intro\":[\"قُبلت هذه التذاكر دون اتصال، لكن الخادم ردّ بنتيجة أخرى عند إرسالها.\"],\"answer(verdict)\":[\"ردّ الخادم: \",[\"verdict\"]],\"refused(message)\":[\"رفض الخادم المسح: \",[\"message\"]],\"scannedAt\":[[\"atGate\",\"select\",{\"yes\":[\"مُسحت \",[\"when\"],\"، البوابة: \",[\"gate\"]],\"other\":[\"مُسحت \",[\"when\"]]}]],\"ticket(ticketId)\":[\"التذكرة \",[\"ticketId\"]],\"dismiss\":[\"تمت المراجعة\"]}}");
