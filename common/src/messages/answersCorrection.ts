// The sales editor's correction of answers (web/src/features/sales/editor/
// components/AnswersDialog.tsx): a module of its own, loaded with the dialog's
// chunk, not with the editor every visit opens (docs/performance.md, page
// budgets). The editor's other words are salesEditor.ts.
export const answersCorrectionMessages = {
  orderTitle: "تصحيح إجابات الطلب",
  ticketTitle: (ticket: string) => `تصحيح إجابات التذكرة ${ticket}`,
  body: "تُحفظ إجابات هذه الأسئلة كلها كما تظهر هنا، وتُفحص بأسئلة الفعالية الحالية.",
  /** A ticket with a holder-name question: its answer is the name printed on the ticket. */
  holderBody: "تصحيح اسم الحامل يغيّر الاسم المطبوع على التذكرة وما يجده البحث.",
  /** Stored answers to questions the event no longer asks: a correction keeps only the current questions' answers. */
  dropped: (labels: string) => `ستُحذف إجابات أسئلة لم تعد الفعالية تطرحها: ${labels}.`,
  noAnswer: "بلا إجابة",
  confirm: "حفظ الإجابات",
  unchanged: "لم تتغير أي إجابة.",
  /** The event's questions as stored do not pass their schema: nothing is asked rather than the wrong thing. */
  unreadable: "تعذّرت قراءة أسئلة هذه الفعالية، فلا يمكن تصحيح الإجابات الآن.",
} as const;
