// The organiser's questions (common/src/checkoutQuestionSchemas.ts): why a
// question's definition is refused. The functions answer with these and the
// event's questions editor shows them beside its fields.
import { MAX_CHOICE_OPTIONS, MAX_CHOICE_OPTION_LENGTH, MAX_QUESTION_HELP_LENGTH, MAX_QUESTION_LABEL_LENGTH, MAX_QUESTIONS_PER_EVENT } from "../checkoutQuestions.js";

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
} as const;
