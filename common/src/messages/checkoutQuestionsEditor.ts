// The organiser's questions (common/src/checkoutQuestionSchemas.ts): why a
// question's definition is refused, and the words of the event's questions
// editor (web/src/features/events/questions). The functions answer with
// `input`; the editor shows those beside its fields. `manager` is the
// editor's own words. One object: every page that loads one of these words
// (the events list shows `manager.action`) loads them all, about 1.4 kB gzip.
import {
  MAX_CHOICE_OPTIONS,
  MAX_CHOICE_OPTION_LENGTH,
  MAX_QUESTION_HELP_LENGTH,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_QUESTIONS_PER_EVENT,
  type QuestionKind,
  type QuestionScope,
} from "../checkoutQuestionBasics.js";
import { eventsAdminMessages } from "./eventsAdmin.js";

export const checkoutQuestionsEditorMessages = {
  input: {
    label: `نص السؤال من 1 إلى ${MAX_QUESTION_LABEL_LENGTH} حرف.`,
    help: `الشرح تحت السؤال حتى ${MAX_QUESTION_HELP_LENGTH} حرف.`,
    kind: "اختر نوع الإجابة.",
    scope: "اختر: مرة للطلب أو لكل تذكرة.",
    options: `الاختيار من 2 إلى ${MAX_CHOICE_OPTIONS} إجابة، كل منها حتى ${MAX_CHOICE_OPTION_LENGTH} حرف، بلا تكرار.`,
    bounds: "أدنى قيمة لا تزيد على أعلى قيمة.",
    holderName: "اسم حامل التذكرة سؤال نصي قصير يُطرح لكل تذكرة.",
    oneHolderName: "سؤال واحد فقط يكون اسم حامل التذكرة.",
    ticketTypes: "اختر أنواع التذاكر من أنواع هذه الفعالية.",
    tooMany: `حتى ${MAX_QUESTIONS_PER_EVENT} سؤالًا للفعالية.`,
    duplicateId: "لكل سؤال معرّف لا يتكرر.",
  },
  manager: {
    /**
     * The events list's button that opens the editor. The checkout's heading
     * (checkoutQuestionsForm.ts) says the same, but taken from there it
     * joins a shared chunk that moved every page's first download (+0.03 kB,
     * past the shop's budget; docs/performance.md).
     */
    action: "أسئلة الحجز",
    title: (eventTitle: string) => `أسئلة الحجز: ${eventTitle}`,
    intro: "يجيب المشتري عنها عند الحجز في المتجر وفي شباك التذاكر، بالترتيب المعروض هنا.",
    list: "أسئلة الفعالية",
    empty: "لا أسئلة لهذه الفعالية. أضف أول سؤال بزر «سؤال جديد».",
    loadFailed: "تعذّر تحميل أسئلة الفعالية. أغلق النافذة وافتحها مجددًا، أو تحقّق من اتصالك.",
    newQuestion: "سؤال جديد",
    kinds: {
      text: "نص قصير",
      longText: "نص طويل",
      choice: "اختيار من قائمة",
      yesNo: "نعم أو لا",
      number: "رقم",
      date: "تاريخ",
    } satisfies Record<QuestionKind, string>,
    scopes: { order: "مرة للطلب", ticket: "لكل تذكرة" } satisfies Record<QuestionScope, string>,
    required: "إجباري",
    optional: "اختياري",
    holderName: "اسم حامل التذكرة",
    allTypes: "لكل أنواع التذاكر",
    forTypes: (names: string) => `لـ: ${names}`,
    /** A type the question names that the event no longer has. */
    removedType: "نوع محذوف",
    options: (options: string) => `الإجابات: ${options}`,
    /** A number's bounds as listed: "من 1 إلى 10", "من 1 فأكثر", "حتى 10". */
    bounds: (min: number | undefined, max: number | undefined) =>
      min !== undefined && max !== undefined ? `من ${min} إلى ${max}` : min !== undefined ? `من ${min} فأكثر` : `حتى ${max}`,
    edit: eventsAdminMessages.actions.edit,
    remove: "حذف",
    moveUp: "تقديم",
    moveDown: "تأخير",
    /** Names the question for screen readers: "حذف السؤال «الاسم الكامل»". */
    actionOn: (action: string, label: string) => `${action} السؤال «${label}»`,
    unsaved: "في القائمة تغييرات لم تُحفظ بعد.",
    save: "حفظ الأسئلة",
    saving: eventsAdminMessages.form.saving,
    saved: "حُفظت أسئلة الحجز.",
    close: eventsAdminMessages.form.close,
    form: {
      newTitle: "سؤال جديد",
      editTitle: (label: string) => `تعديل السؤال «${label}»`,
      label: "نص السؤال",
      help: "شرح تحت السؤال (اختياري)",
      kind: "نوع الإجابة",
      required: "إجباري: لا يكتمل الحجز دون إجابته",
      scope: "يُسأل",
      scopes: { order: "مرة للطلب", ticket: "لكل تذكرة (مثل اسم حاملها)" } satisfies Record<QuestionScope, string>,
      ticketTypes: eventsAdminMessages.form.ticketTypes,
      ticketTypesHint: "دون اختيار يُسأل في كل أنواع التذاكر.",
      hiddenType: (name: string) => `${name} (مخفي)`,
      options: "الإجابات المتاحة",
      option: (number: number) => `الإجابة ${number}`,
      addOption: "إضافة إجابة",
      removeOption: (number: number) => `حذف الإجابة ${number}`,
      min: "أدنى قيمة (اختيارية)",
      max: "أعلى قيمة (اختيارية)",
      notANumber: "اكتب رقمًا، مثل 5 أو 2.5.",
      holderName: "اسم حامل التذكرة: يُطبع على التذكرة ويُبحث به",
      /** Why the switch is off: another question names the holder. */
      holderNameTaken: (label: string) => `السؤال «${label}» هو اسم حامل التذكرة.`,
      fixErrors: "راجع الحقول المعلَّمة بالأحمر.",
      /** The form changes the list; «حفظ الأسئلة» stores it. */
      add: "إضافة إلى القائمة",
      update: "تعديل في القائمة",
      cancel: eventsAdminMessages.confirmCancel.keep,
    },
  },
} as const;
