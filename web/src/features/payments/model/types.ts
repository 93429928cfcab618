// Yousr Pay's payments and the payment notifications as the pages hold them:
// the stored documents with their ids and times as epoch milliseconds.
import type { PaymentEventDoc, YousrPaymentDoc } from "@bawwaba/common";

export interface PaymentView
  extends Pick<YousrPaymentDoc, "orderId" | "amount" | "currency" | "description" | "status" | "returnUrl" | "deliveries"> {
  id: string;
  createdAtMillis: number;
  lastDelivery?: Omit<NonNullable<YousrPaymentDoc["lastDelivery"]>, "at"> & { atMillis: number };
}

export interface PaymentEventView extends Omit<PaymentEventDoc, "receivedAt"> {
  id: string;
  receivedAtMillis: number;
}
