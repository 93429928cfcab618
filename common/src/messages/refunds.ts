// Why the functions refuse to give money back, and the words of the
// refunds' records (credit notes, the order's audit): for the sales editor,
// the payment notices and the invoice pages alike.
import { messages } from "./compiled/ar/refunds.js";
import { arabicSection } from "./i18n.js";
import { formatMoney, type CurrencyCode } from "../money.js";

const t = arabicSection("refunds", messages);

export const refundMessages = {
  errors: {
    /** A refund larger than what is still paid for. */
    overPaid: (left: number, currency: string) => t("errors.overPaid", { amount: formatMoney(left, currency as CurrencyCode) }),
    get notPaid() {
      return t("errors.notPaid");
    },
    get invoiceMissing() {
      return t("errors.invoiceMissing");
    },
    get settingsMissing() {
      return t("errors.settingsMissing");
    },
  },
  /** A credit note's reason when a provider gave part of the money back from its own dashboard. */
  get providerPartialRefund() {
    return t("providerPartialRefund");
  },
  /** A credit note's reason when the provider refunded the whole payment. */
  get providerFullRefund() {
    return t("providerFullRefund");
  },
  /** The line of a credit note for an amount given back without tickets. */
  get amountLine() {
    return t("amountLine");
  },
} as const;
