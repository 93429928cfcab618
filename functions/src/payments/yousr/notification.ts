// What Yousr Pay sends to paymentWebhook: one JSON event per change of a
// payment. The gateway builds it (gateway.ts), the provider reads it back
// (yousrProvider.ts): one definition for both sides.
import type { PaymentEventType } from "@bawwaba/common";
import { z } from "zod/mini";

export const YOUSR_EVENT_TYPES = {
  paid: "payment.approved",
  failed: "payment.declined",
  refunded: "payment.refunded",
} as const satisfies Record<PaymentEventType, string>;

export const yousrNotificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(Object.values(YOUSR_EVENT_TYPES) as [string, ...string[]]),
  created: z.int(),
  data: z.object({
    paymentId: z.string().check(z.minLength(1)),
    orderId: z.string().check(z.minLength(1)),
    amount: z.int().check(z.nonnegative()),
    currency: z.string().check(z.minLength(3)),
  }),
});
export type YousrNotification = z.infer<typeof yousrNotificationSchema>;

export function eventTypeOf(type: string): PaymentEventType {
  const entry = Object.entries(YOUSR_EVENT_TYPES).find(([, name]) => name === type);
  if (!entry) throw new Error(`Not a Yousr Pay event type: ${type}`);
  return entry[0] as PaymentEventType;
}
