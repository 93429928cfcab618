// Why the functions refuse to give money back, and the words of the
// refunds' records (credit notes, the order's audit): for the sales editor,
// the payment notices and the invoice pages alike.
import { formatMoney, type CurrencyCode } from "../money.js";

export const refundMessages = {
  errors: {
    /** A refund larger than what is still paid for. */
    overPaid: (left: number, currency: string) => `لا يمكن استرداد أكثر من المتبقي المدفوع في الطلب (${formatMoney(left, currency as CurrencyCode)}).`,
    notPaid: "الطلب غير مدفوع، فلا مبلغ يُسترد.",
    invoiceMissing: "لا فاتورة لهذا الطلب يُصدر إشعار دائن مقابلها.",
    settingsMissing: "احفظ إعدادات المنظّم (الاسم القانوني والرقم الضريبي) قبل إصدار الفواتير.",
  },
  /** A credit note's reason when a provider gave part of the money back from its own dashboard. */
  providerPartialRefund: "استرداد جزئي من مزوّد الدفع",
  /** A credit note's reason when the provider refunded the whole payment. */
  providerFullRefund: "استرداد كامل من مزوّد الدفع",
  /** The line of a credit note for an amount given back without tickets. */
  amountLine: "مبلغ مسترد",
} as const;
