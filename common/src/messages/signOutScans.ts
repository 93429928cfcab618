// Arabic strings of signing out with the scanner's scans of this account not
// sent yet (web/src/features/checkin/components/UnsentScansDialog.tsx, shown
// by the staff bar, web/src/app/useStaffSignOut.ts). A module of its own, outside `checkinMessages`: only the
// dialog's chunk, loaded when a sign-out needs it, imports it, so the scanner
// page's first download does not carry these words (its budget:
// tests/browser/bundleBudget.test.ts). Counts come as figures after the noun
// ("…: 3"): the words need no agreement with the number, nor checkin.ts's
// scanCount.

export const signOutScansMessages = {
  sending: (count: number) => `جارٍ إرسال المسح غير المُرسل (${count}) قبل تسجيل الخروج…`,
  title: "مسح لم يُرسل بعد",
  body: (count: number) => `عمليات المسح من حسابك التي لم تصل إلى الخادم بعد: ${count}. لم ينجح إرسالها الآن.`,
  keepNote:
    "إن سجّلت الخروج، يبقى المسح غير المُرسل على هذا الجهاز مرتبطًا بحسابك، ولا يُرسل إلا حين تسجّل الدخول به هنا مجددًا. وإلى أن يُرسل، قد تُقبل التذاكر نفسها على بوابة أخرى.",
  stay: "البقاء وإرسال المسح",
  keep: "تسجيل الخروج وحفظ المسح لهذا الحساب",
} as const;
