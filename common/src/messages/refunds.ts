// Why the functions refuse to give money back, and the words of the
// refunds' records (credit notes, the order's audit): for the sales editor,
// the payment notices and the invoice pages alike.
import { catalog } from "./compiled/ar/refunds.js";
import { section } from "./i18n.js";
import { formatMoney, type CurrencyCode } from "../money.js";

export const refundMessages = section("refunds", catalog, (t) => ({
  errors: {
    /** A refund larger than what is still paid for. */
    overPaid: (left: number, currency: string) => t("errors.overPaid", { amount: formatMoney(left, currency as CurrencyCode) }),
  },
}));
