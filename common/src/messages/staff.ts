// Arabic strings of staff management (/staff, super_admin): the list of staff
// and their roles, assigning or changing a role by e-mail, removing one, and
// why the signed-in owner cannot demote or remove themselves. Role names come
// from `ar.roles`. Latin digits.
import { countOf, type CountedNoun } from "./countedNoun.js";

export const personNoun: CountedNoun = { one: "شخص واحد", two: "شخصان", few: "أشخاص", many: "شخصًا", other: "شخص" };

const staffCount = (count: number) => countOf(count, personNoun);

export const staffMessages = {
  intro:
    "ادعُ موظفًا ببريده الإلكتروني ودوره، أو غيّر دور موظف أو أزله. يصل المدعو رابط لتعيين كلمة مروره، ثم يأخذ دوره عند أول تسجيل دخول. لا يُطبَّق دور إلا على بريد مؤكَّد، ومن أُزيل دوره يُسجَّل خروجه فورًا.",

  form: {
    heading: "دعوة موظف أو تغيير دوره",
    email: "البريد الإلكتروني للموظف",
    emailHint: "البريد الذي سيسجّل به الموظف دخوله.",
    name: "اسم الموظف",
    nameHint: "يظهر به في لوحة التحكم وقائمة الموظفين. مطلوب عند الدعوة.",
    role: "الدور",
    chooseRole: "اختر دورًا",
    add: "تعيين الدور",
    change: "تغيير الدور",
    existing: (role: string) => `لهذا البريد دور حاليًا: ${role}. الحفظ يغيّره.`,
    errors: {
      emailRequired: "أدخل البريد الإلكتروني.",
      emailInvalid: "صيغة البريد الإلكتروني غير صحيحة.",
      roleRequired: "اختر الدور الذي تريد تعيينه.",
      nameRequired: "أدخل اسم الموظف الذي تدعوه.",
      nameTooLong: (max: number) => `الاسم طويل: ${max} حرفًا على الأكثر.`,
      unchanged: (role: string) => `لهذا البريد الدور «${role}» بالفعل.`,
    },
  },

  list: {
    heading: "الموظفون وأدوارهم",
    search: "بحث بالاسم أو البريد أو الدور",
    all: "الكل",
    filterLabel: "تصفية حسب الدور",
    filterChip: (label: string, count: number) => `${label} (${count})`,
    count: staffCount,
    empty: "لا يوجد موظفون بأدوار بعد. عيّن أول دور من النموذج أعلاه.",
    noMatch: "لا يوجد موظف يطابق البحث.",
    roleOf: (email: string) => `دور ${email}`,
    remove: "إزالة",
    removeOf: (email: string) => `إزالة دور ${email}`,
    rename: "الاسم",
    renameOf: (email: string) => `تعديل اسم ${email}`,
    you: "أنت",
    unknownRole: (value: string) => `دور غير معروف (${value})`,
  },

  invite: {
    heading: "دعوة موظف",
    hint: "يصل إلى البريد رابط لتعيين كلمة المرور. تعيينها يثبت أن البريد لصاحبه، فيأخذ دوره عند أول تسجيل دخول.",
    submit: "إرسال الدعوة",
    sending: "جارٍ إرسال الدعوة…",
    sent: (email: string) => `أُرسلت الدعوة إلى ${email}.`,
    link: "رابط الدعوة (المحاكي فقط)",
    linkOf: (email: string) => `رابط دعوة ${email} (المحاكي فقط)`,
    mail: {
      subject: "دعوة إلى بوّابة",
      body: (role: string) => `دُعيت للعمل في بوّابة بدور «${role}». عيّن كلمة مرورك من الرابط أدناه ثم سجّل الدخول.`,
      link: "تعيين كلمة المرور",
    },
  },

  /** A person's state on the list (staffAccounts): invited, active or removed. */
  states: {
    invited: "مدعو",
    active: "نشط",
    removed: "أُزيل",
    removedHeading: "أُزيلت أدوارهم",
  },

  /** Why the signed-in super_admin's own row is locked (the rules refuse it too). */
  self: {
    onlySuperAdmin:
      "أنت المدير العام الوحيد، فلا يمكن خفض دورك أو إزالته، وإلا بقي النظام بلا مدير. عيّن مديرًا عامًا آخر أولًا؛ وحده يستطيع تغيير دورك.",
    notYourself: "لا يمكنك خفض دورك أو إزالته بنفسك؛ يستطيع ذلك مدير عام آخر.",
  },

  remove: {
    title: "إزالة الدور",
    body: (email: string, role: string) =>
      `سيفقد ${email} دور «${role}» ويصبح مستخدمًا بلا صلاحيات الموظفين فور تحديث جلسته. يمكنك تعيين دور له من جديد لاحقًا.`,
    confirm: "إزالة الدور",
  },

  /** Closes the page's dialogs (remove, rename) without a change. */
  cancel: "تراجع",

  rename: {
    title: "اسم الموظف",
    body: (email: string) => `الاسم الذي يظهر به ${email} في لوحة التحكم وقائمة الموظفين.`,
    save: "حفظ الاسم",
  },

  done: {
    renamed: (email: string, name: string) => `صار اسم ${email}: ${name}.`,
    assigned: (email: string, role: string) => `عُيّن لـ ${email} دور «${role}».`,
    changed: (email: string, role: string) => `تغيّر دور ${email} إلى «${role}».`,
    removed: (email: string) => `أُزيل دور ${email}.`,
  },

  errors: {
    load: "تعذّر تحميل قائمة الموظفين. تحقّق من اتصالك ثم أعد تحميل الصفحة.",
    loadDenied: "لا تملك صلاحية لعرض الموظفين. هذه الصفحة للمدير العام فقط.",
    denied:
      "رفض الخادم هذا التغيير. لا يمكن للمدير العام خفض دوره أو إزالته بنفسه، ولا يعدّل الأدوار إلا مدير عام. إن تغيّر دورك للتو فأعد تحميل الصفحة.",
    unavailable: "تعذّر الاتصال بالخادم فلم يُحفظ التغيير. تحقّق من اتصالك ثم أعد المحاولة.",
    timeout: "لم يردّ الخادم في الوقت المحدد. تحقّق من القائمة قبل إعادة المحاولة: ربما حُفظ التغيير.",
    unknown: "تعذّر حفظ التغيير بسبب خطأ غير متوقع. أعد المحاولة.",
  },
} as const;

