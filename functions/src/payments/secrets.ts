// The payments' secrets and switches. On the emulator the secrets come from
// functions/.secret.local (made by `npm start` / `npm test`), the switches
// from functions/.env.demo-bawwaba.
import { defineBoolean, defineInt, defineSecret } from "firebase-functions/params";
import { isEmulatorEnvironment } from "../shared/environment.js";

/** Signs the orders' private links (orders/orderAccess.ts). */
export const orderLinkSecret = defineSecret("ORDER_LINK_SECRET");
/** Signs Yousr Pay's notifications to paymentWebhook. */
export const yousrWebhookSecret = defineSecret("YOUSR_PAY_WEBHOOK_SECRET");
/** Stripe is off unless this is a secret key ("sk_…"); set it to "off" to deploy without Stripe. */
export const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
/** The signing secret of the Stripe webhook endpoint ("whsec_…"). */
export const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");
/** Yousr Pay takes payments only where this is on (and only on a test project: isTestGatewayAllowed). */
export const yousrPayEnabled = defineBoolean("YOUSR_PAY_ENABLED", { default: false });

/**
 * The test gateway lets anyone approve a payment, so it runs only where its
 * switch is on AND the project cannot take real money: the emulator or a
 * `demo-` project. Turning the switch on in production changes nothing.
 */
export function isTestGatewayAllowed(switchOn: boolean, projectId: string | undefined, inEmulator: boolean): boolean {
  return switchOn && (inEmulator || (projectId ?? "").startsWith("demo-"));
}

/** isTestGatewayAllowed for this function (call inside a function). */
export const testGatewayAllowed = () =>
  isTestGatewayAllowed(yousrPayEnabled.value(), process.env.GCLOUD_PROJECT, isEmulatorEnvironment(process.env));
/** How long an unpaid online order holds its tickets. */
export const orderHoldMinutes = defineInt("ORDER_HOLD_MINUTES", { default: 15 });

/** Every secret a function that talks to the providers needs. */
export const PAYMENT_SECRETS = [yousrWebhookSecret, stripeSecretKey, stripeWebhookSecret];
