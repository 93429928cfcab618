// Yousr Pay's callables: what the hosted checkout shows and the payer's
// decision there (anyone holding the payment's random id, as on a real
// gateway's page), and the console's replay (super_admin). All refuse unless
// the test gateway is allowed here (secrets.ts isTestGatewayAllowed).
import { yousrPayCheckoutInput, yousrPayDecideInput, yousrPayReplayInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { functionUrl } from "../shared/urls.js";
import { checkoutOf, decidePayment, replayNotification, type Gateway } from "./yousr/gateway.js";
import { testGatewayAllowed, yousrWebhookSecret } from "./secrets.js";
import { inCallersLanguage } from "../shared/callerLanguage.js";

const gateway = (): Gateway => ({
  db,
  webhookSecret: yousrWebhookSecret.value(),
  webhookUrl: async () => `${await functionUrl("paymentWebhook")}?provider=yousr`,
  enabled: testGatewayAllowed(),
});

export const yousrPayCheckout = onCall(async (request) =>
  inCallersLanguage(request, async () => {
    const input = parseInput(yousrPayCheckoutInput, request.data);
    return checkoutOf({ db, enabled: testGatewayAllowed() }, input.paymentId);
  }));

export const yousrPayDecide = onCall({ secrets: [yousrWebhookSecret] }, async (request) =>
  inCallersLanguage(request, async () => {
    const input = parseInput(yousrPayDecideInput, request.data);
    return decidePayment(gateway(), input.paymentId, input.decision);
  }));

export const yousrPayReplay = onCall({ secrets: [yousrWebhookSecret] }, async (request) => {
  await requireRole(request, ["super_admin"]);
  const input = parseInput(yousrPayReplayInput, request.data);
  return replayNotification(gateway(), input.paymentId);
});
