// Compiled from catalogs/ar/staff.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly intro: string;
  readonly form: {
    readonly heading: string;
    readonly email: string;
    readonly emailHint: string;
    readonly name: string;
    readonly nameHint: string;
    readonly role: string;
    readonly chooseRole: string;
    readonly add: string;
    readonly change: string;
    existing(role: string | number): string;
    readonly errors: {
      readonly emailRequired: string;
      readonly emailInvalid: string;
      readonly roleRequired: string;
      readonly nameRequired: string;
      nameTooLong(max: number): string;
      unchanged(role: string | number): string;
    };
  };
  readonly list: {
    readonly heading: string;
    readonly search: string;
    readonly all: string;
    readonly filterLabel: string;
    filterChip(label: string | number, count: number): string;
    readonly empty: string;
    readonly noMatch: string;
    roleOf(email: string | number): string;
    readonly remove: string;
    removeOf(email: string | number): string;
    readonly rename: string;
    renameOf(email: string | number): string;
    readonly you: string;
    unknownRole(value: string | number): string;
    count(count: number): string;
  };
  readonly invite: {
    readonly heading: string;
    readonly hint: string;
    readonly submit: string;
    readonly sending: string;
    sent(email: string | number): string;
    readonly link: string;
    linkOf(email: string | number): string;
    readonly mail: {
      readonly subject: string;
      body(role: string | number): string;
      readonly link: string;
    };
  };
  readonly states: {
    readonly invited: string;
    readonly active: string;
    readonly removed: string;
    readonly removedHeading: string;
  };
  readonly self: {
    readonly onlySuperAdmin: string;
    readonly notYourself: string;
  };
  readonly remove: {
    readonly title: string;
    body(email: string | number, role: string | number): string;
    readonly confirm: string;
  };
  readonly cancel: string;
  readonly rename: {
    readonly title: string;
    body(email: string | number): string;
    readonly save: string;
  };
  readonly done: {
    renamed(email: string | number, name: string | number): string;
    assigned(email: string | number, role: string | number): string;
    changed(email: string | number, role: string | number): string;
    removed(email: string | number): string;
  };
  readonly errors: {
    readonly load: string;
    readonly loadDenied: string;
    readonly denied: string;
    readonly unavailable: string;
    readonly timeout: string;
    readonly unknown: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"intro\":[\"ادعُ موظفًا ببريده الإلكتروني ودوره، أو غيّر دور موظف أو أزله. يصل المدعو رابط لتعيين كلمة مروره، ثم يأخذ دوره عند أول تسجيل دخول. لا يُطبَّق دور إلا على بريد مؤكَّد، ومن أُزيل دوره يُسجَّل خروجه فورًا.\"],\"form\":{\"heading\":[\"دعوة موظف أو تغيير دوره\"],\"email\":[\"البريد الإلكتروني للموظف\"],\"emailHint\":[\"البريد الذي سيسجّل به الموظف دخوله.\"],\"name\":[\"اسم الموظف\"],\"nameHint\":[\"يظهر به في لوحة التحكم وقائمة الموظفين. مطلوب عند الدعوة.\"],\"role\":[\"الدور\"],\"chooseRole\":[\"اختر دورًا\"],\"add\":[\"تعيين الدور\"],\"change\":[\"تغيير الدور\"],\"existing(role)\":[\"لهذا البريد دور حاليًا: \",[\"role\"],\". الحفظ يغيّره.\"],\"errors\":{\"emailRequired\":[\"أدخل البريد الإلكتروني.\"],\"emailInvalid\":[\"صيغة البريد الإلكتروني غير صحيحة.\"],\"roleRequired\":[\"اختر الدور الذي تريد تعيينه.\"],\"nameRequired\":[\"أدخل اسم الموظف الذي تدعوه.\"],\"nameTooLong(max)\":[\"الاسم طويل: \",[\"max\",\"number\"],\" حرفًا على الأكثر.\"],\"unchanged(role)\":[\"لهذا البريد الدور «\",[\"role\"],\"» بالفعل.\"]}},\"list\":{\"heading\":[\"الموظفون وأدوارهم\"],\"search\":[\"بحث بالاسم أو البريد أو الدور\"],\"all\":[\"الكل\"],\"filterLabel\":[\"تصفية حسب الدور\"],\"filterChip(label, count)\":[[\"label\"],\" (\",[\"count\",\"number\"],\")\"],\"empty\":[\"لا يوجد موظفون بأدوار بعد. عيّن أول دور من النموذج أعلاه.\"],\"noMatch\":[\"لا يوجد موظف يطابق البحث.\"],\"roleOf(email)\":[\"دور \",[\"email\"]],\"remove\":[\"إزالة\"],\"removeOf(email)\":[\"إزالة دور \",[\"email\"]],\"rename\":[\"الاسم\"],\"renameOf(email)\":[\"تعديل اسم \",[\"email\"]],\"you\":[\"أنت\"],\"unknownRole(value)\":[\"دور غير معروف (\",[\"value\"],\")\"],\"count(count)\":[[\"count\",\"plural\",{\"zero\":[\"لا أحد\"],\"one\":[\"شخص واحد\"],\"two\":[\"شخصان\"],\"few\":[\"#\",\" أشخاص\"],\"many\":[\"#\",\" شخصًا\"],\"other\":[\"#\",\" شخص\"]}]]},\"invite\":{\"heading\":[\"دعوة موظف\"],\"hint\":[\"يصل إلى البريد رابط لتعيين كلمة المرور. تعيينها يثبت أن البريد لصاحبه، فيأخذ دوره عند أول تسجيل دخول.\"],\"submit\":[\"إرسال الدعوة\"],\"sending\":[\"جارٍ إرسال الدعوة…\"],\"sent(email)\":[\"أُرسلت الدعوة إلى \",[\"email\"],\".\"],\"link\":[\"رابط الدعوة (المحاكي فقط)\"],\"linkOf(email)\":[\"رابط دعوة \",[\"email\"],\" (المحاكي فقط)\"],\"mail\":{\"subject\":[\"دعوة إلى بوّابة\"],\"body(role)\":[\"دُعيت للعمل في بوّابة بدور «\",[\"role\"],\"». عيّن كلمة مرورك من الرابط أدناه ثم سجّل الدخول.\"],\"link\":[\"تعيين كلمة المرور\"]}},\"states\":{\"invited\":[\"مدعو\"],\"active\":[\"نشط\"],\"removed\":[\"أُزيل\"],\"removedHeading\":[\"أُزيلت أدوارهم\"]},\"self\":{\"onlySuperAdmin\":[\"أنت المدير العام الوحيد، فلا يمكن خفض دورك أو إزالته، وإلا بقي النظام بلا مدير. عيّن مديرًا عامًا آخر أولًا؛ وحده يستطيع تغيير دورك.\"],\"notYourself\":[\"لا يمكنك خفض دورك أو إزالته بنفسك؛ يستطيع ذلك مدير عام آخر.\"]},\"remove\":{\"title\":[\"إزالة الدور\"],\"body(email, role)\":[\"سيفقد \",[\"email\"],\" دور «\",[\"role\"],\"» ويصبح مستخدمًا بلا صلاحيات الموظفين فور تحديث جلسته. يمكنك تعيين دور له من جديد لاحقًا.\"],\"confirm\":[\"إزالة الدور\"]},\"cancel\":[\"تراجع\"],\"rename\":{\"title\":[\"اسم الموظف\"],\"body(email)\":[\"الاسم الذي يظهر به \",[\"email\"],\" في لوحة التحكم وقائمة الموظفين.\"],\"save\":[\"حفظ الاسم\"]},\"done\":{\"renamed(email, name)\":[\"صار اسم \",[\"email\"],\": \",[\"name\"],\".\"],\"assigned(email, role)\":[\"عُيّن لـ \",[\"email\"],\" دور «\",[\"role\"],\"».\"],\"changed(email, role)\":[\"تغيّر دور \",[\"email\"],\" إلى «\",[\"role\"],\"».\"],\"removed(email)\":[\"أُزيل دور \",[\"email\"],\".\"]},\"errors\":{\"load\":[\"تعذّر تحميل قائمة الموظفين. تحقّق من اتصالك ثم أعد تحميل الصفحة.\"],\"loadDenied\":[\"لا تملك صلاحية لعرض الموظفين. هذه الصفحة للمدير العام فقط.\"],\"denied\":[\"رفض الخادم هذا التغيير. لا يمكن للمدير العام خفض دوره أو إزالته بنفسه، ولا يعدّل الأدوار إلا مدير عام. إن تغيّر دورك للتو فأعد تحميل الصفحة.\"],\"unavailable\":[\"تعذّر الاتصال بالخادم فلم يُحفظ التغيير. تحقّق من اتصالك ثم أعد المحاولة.\"],\"timeout\":[\"لم يردّ الخادم في الوقت المحدد. تحقّق من القائمة قبل إعادة المحاولة: ربما حُفظ التغيير.\"],\"unknown\":[\"تعذّر حفظ التغيير بسبب خطأ غير متوقع. أعد المحاولة.\"]}}");
