// Arabic strings of the wallet passes (Apple Wallet, Google Wallet) and of
// the wallet endpoints' refusals (functions/src/tickets/wallet, docs/contracts.md
// "Wallet passes"). Only the functions import them: the shop's pages never
// load these words. The order page's buttons are in orderPage.ts.
export const walletMessages = {
  /** What the pass shows, label by label (docs/product.md "Wallet passes"). */
  pass: {
    organizationName: "بوّابة",
    description: (eventTitle: string) => `تذكرة ${eventTitle}`,
    event: "الفعالية",
    startsAt: "الموعد",
    venue: "المكان",
    ticketType: "نوع التذكرة",
    orderReference: "مرجع الطلب",
    holder: "حامل التذكرة",
    gateCode: "رمز البوابة",
  },
  errors: {
    appleOff: "إضافة التذاكر إلى Apple Wallet غير متاحة الآن. اعرض رمز QR من صفحة الطلب عند البوابة.",
    googleOff: "حفظ التذاكر في Google Wallet غير متاح الآن. اعرض رمز QR من صفحة الطلب عند البوابة.",
    orderNotPaid: "لم يُدفع هذا الطلب بعد، فلا تُضاف تذاكره إلى المحفظة.",
    ticketVoid: "هذه التذكرة ملغاة، فلا تُضاف إلى المحفظة.",
    methodNotAllowed: "هذا الرابط يُفتح فقط، ولا يقبل إرسال بيانات.",
  },
} as const;
