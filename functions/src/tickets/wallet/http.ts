// walletPass: a paid order's ticket as an Apple Wallet pass or a Google
// Wallet save link, behind Hosting's /api/wallet rewrite (firebase.json;
// docs/contracts.md "Wallet passes"). Thin: walletRequest.ts says what to
// answer, walletFacts.ts reads and checks the order, the builders sign.
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../../admin.js";
import { isAccessToken } from "../../orders/orderAccess.js";
import { orderLinkSecret } from "../../payments/secrets.js";
import { appOrigin } from "../../shared/urls.js";
import { passImages } from "./passImages.js";
import { appleWalletSecret, appleWalletSetting, googleWalletSecret, googleWalletSetting, WALLET_SECRETS } from "./walletCredentials.js";
import { readDisplaySettings } from "../../settings/organiserSettings.js";
import { readWalletFacts } from "./walletFacts.js";
import { answerWalletRequest, failedAnswer, type WalletAnswer } from "./walletRequest.js";

export const walletPass = onRequest({ secrets: [orderLinkSecret, ...WALLET_SECRETS] }, async (request, response) => {
  let answer: WalletAnswer;
  try {
    const linkSecret = orderLinkSecret.value();
    answer = await answerWalletRequest(
      {
        // The display settings once the order is checked: an unchecked link reads nothing.
        readFacts: async (asked) => {
          const facts = await readWalletFacts(db, (orderId, token) => isAccessToken(linkSecret, orderId, token), asked);
          return { ...facts, display: await readDisplaySettings(db) };
        },
        apple: () => appleWalletSetting(appleWalletSecret.value()),
        google: () => googleWalletSetting(googleWalletSecret.value()),
        images: passImages,
        origins: [appOrigin(request.get("origin"))],
      },
      request,
    );
  } catch (error) {
    // The path names the order and ticket but the token stays out of the log.
    logger.error("Could not answer a wallet pass request", { path: request.path, error: String(error) });
    answer = failedAnswer();
  }
  response.status(answer.status).set(answer.headers);
  if (answer.body === undefined) response.end();
  else if (Buffer.isBuffer(answer.body)) response.send(answer.body);
  else response.json(answer.body);
});
