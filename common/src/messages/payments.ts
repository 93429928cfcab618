// Arabic strings of Yousr Pay, the built-in test payment gateway: its hosted
// checkout (/youser-payment) where the payer approves or declines, and the
// super_admin's console (/yousr-pay-test) of its payments and of every
// payment notification the shop received. Why a notification was refused
// comes from the functions (functionErrors.ts paymentMessages).
import { catalog } from "./compiled/ar/payments.js";
import { section } from "./i18n.js";
import { arPublic } from "./publicMessages.js";

export const paymentsMessages = section("payments", catalog, () => ({
  checkout: {
    /** While the payer's decision is sent: the app's generic words (publicMessages.ts). */
    get deciding() {
      return arPublic.shell.working;
    },
  },
}));
