// The super_admin's console of Yousr Pay, the test gateway (/yousr-pay-test):
// its payments and every payment notification the shop received. Its hosted
// checkout's words are payments.ts, which the public downloads.
import { catalog } from "./compiled/ar/paymentsConsole.js";
import { section } from "./i18n.js";

export const paymentsConsoleMessages = section("paymentsConsole", catalog);
