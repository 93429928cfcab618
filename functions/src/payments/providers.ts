// Which payment providers are on: Stripe when its secrets configure it, Yousr
// Pay (the test gateway) where YOUSR_PAY_ENABLED is on on a test project. New checkouts go to
// Stripe when it is on; notifications and refunds go to whichever provider
// the order was paid through.
import type { PaymentProviderId } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import type { PaymentProvider } from "./provider.js";
import { stripeSecretKey, stripeWebhookSecret, testGatewayAllowed, yousrWebhookSecret } from "./secrets.js";
import { isStripeConfigured, stripeProvider } from "./stripe/stripeProvider.js";
import { yousrProvider } from "./yousr/yousrProvider.js";

export interface Providers {
  /** Where new checkouts go; null when no provider is on. */
  checkout: PaymentProvider | null;
  byId(id: string): PaymentProvider | null;
}

export interface ProviderSettings {
  yousrEnabled: boolean;
  yousrWebhookSecret: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
}

export function providersWith(db: Firestore, settings: ProviderSettings): Providers {
  const on = new Map<PaymentProviderId, PaymentProvider>();
  if (isStripeConfigured(settings.stripeSecretKey, settings.stripeWebhookSecret)) {
    on.set("stripe", stripeProvider(settings.stripeSecretKey, settings.stripeWebhookSecret));
  }
  if (settings.yousrEnabled && settings.yousrWebhookSecret) on.set("yousr", yousrProvider(db, settings.yousrWebhookSecret));
  return {
    checkout: on.get("stripe") ?? on.get("yousr") ?? null,
    byId: (id) => on.get(id as PaymentProviderId) ?? null,
  };
}

/** The providers as this function's secrets and parameters configure them (call inside a function). */
export function configuredProviders(db: Firestore): Providers {
  return providersWith(db, {
    yousrEnabled: testGatewayAllowed(),
    yousrWebhookSecret: yousrWebhookSecret.value(),
    stripeSecretKey: stripeSecretKey.value(),
    stripeWebhookSecret: stripeWebhookSecret.value(),
  });
}
