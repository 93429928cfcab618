// Arabic strings of the wallet passes (Apple Wallet, Google Wallet) and of
// the wallet endpoints' refusals (functions/src/tickets/wallet, docs/contracts.md
// "Wallet passes"). Only the functions import them: the shop's pages never
// load these words. The order page's buttons are in orderPage.ts.
import { messages } from "./compiled/ar/wallet.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("wallet", messages);
export const walletMessages = {
  /** What the pass shows, label by label (docs/product.md "Wallet passes"). */
  pass: {
    get organizationName() {
      return t("pass.organizationName");
    },
    description: (eventTitle: string) => t("pass.description", { eventTitle }),
    get event() {
      return t("pass.event");
    },
    get startsAt() {
      return t("pass.startsAt");
    },
    get venue() {
      return t("pass.venue");
    },
    get ticketType() {
      return t("pass.ticketType");
    },
    get orderReference() {
      return t("pass.orderReference");
    },
    get holder() {
      return t("pass.holder");
    },
    get gateCode() {
      return t("pass.gateCode");
    },
  },
  errors: {
    get appleOff() {
      return t("errors.appleOff");
    },
    get googleOff() {
      return t("errors.googleOff");
    },
    get orderNotPaid() {
      return t("errors.orderNotPaid");
    },
    get ticketVoid() {
      return t("errors.ticketVoid");
    },
    get methodNotAllowed() {
      return t("errors.methodNotAllowed");
    },
  },
} as const;
