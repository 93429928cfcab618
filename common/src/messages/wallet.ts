// Arabic strings of the wallet passes (Apple Wallet, Google Wallet) and of
// the wallet endpoints' refusals (functions/src/tickets/wallet, docs/contracts.md
// "Wallet passes"). Only the functions import them: the shop's pages never
// load these words. The order page's buttons are in orderPage.ts.
import { catalog } from "./compiled/ar/wallet.js";
import { section } from "./i18n.js";

export const walletMessages = section("wallet", catalog);
