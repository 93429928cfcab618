// Questions at checkout (common/src/checkoutQuestions.ts): what a buyer or a
// seller is told of an answer, by the shop, the box office and the functions
// alike. A module of its own, importing nothing: only the pages that ask
// questions load it (docs/performance.md, page budgets).

export const checkoutQuestionMessages = {
  /** A required question left empty. */
  required: (label: string) => `«${label}» مطلوب.`,
  /** Longer than the question's kind allows. */
  tooLong: (label: string, max: number) => `«${label}» أطول من ${max} حرفًا.`,
  /** An answer to a choice that is not one of its options. */
  notOffered: (label: string) => `اختر إحدى الإجابات المعروضة في «${label}».`,
  /** A yes/no question answered with anything else. */
  notYesNo: (label: string) => `أجب بنعم أو لا في «${label}».`,
  notNumber: (label: string) => `أدخل رقمًا في «${label}».`,
  belowMinimum: (label: string, min: number) => `«${label}» لا يقل عن ${min}.`,
  aboveMaximum: (label: string, max: number) => `«${label}» لا يزيد على ${max}.`,
  notDate: (label: string) => `أدخل تاريخًا صحيحًا في «${label}».`,
  /** An answer for no question of the order (a stale form, or a forged request). */
  unknownQuestion: "في الإجابات سؤال لا تطرحه هذه الفعالية. حدّث الصفحة ثم أعد المحاولة.",
  /** Per-ticket answers that do not match the order's tickets one for one. */
  ticketCount: "عدد إجابات التذاكر لا يطابق عدد التذاكر في الطلب. حدّث الصفحة ثم أعد المحاولة.",
  /** A per-ticket problem, named by the ticket's place in the order. */
  forTicket: (position: number, typeName: string, message: string) => `التذكرة ${position} (${typeName}): ${message}`,
} as const;
