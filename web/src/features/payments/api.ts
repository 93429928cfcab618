// Yousr Pay's console for super_admin: its payments (`yousrPayments`), the
// shop's log of payment notifications (`paymentEvents`) and the replay of a
// notification. The payer's calls (the forced decline uses one) are
// checkoutApi.ts, kept apart so that the public checkout loads no Firestore.
import {
  CALLABLES,
  COLLECTIONS,
  parseDocument,
  paymentEventSchema,
  yousrPaymentSchema,
  type YousrPayReplayInput,
  type YousrPayReplayResult,
} from "@bawwaba/common";
import { collection, limit, orderBy, query, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { db } from "../../lib/firebase";

import { callFunction } from "../../lib/callFunction";
import type { PaymentEventView, PaymentView } from "./model/types";
import { subscribeToQuery } from "../../data/liveQuery";

/** The console shows the latest payments; older ones stay in Firestore. */
export const PAYMENTS_SHOWN = 100;
/** The webhook log shows the latest notifications (the "latest 50"). */
export const PAYMENT_EVENTS_SHOWN = 50;

function toPaymentView(snapshot: DocumentSnapshot): PaymentView {
  const payment = parseDocument(yousrPaymentSchema, snapshot.ref.path, snapshot.data());
  const { lastDelivery } = payment;
  return {
    id: snapshot.id,
    orderId: payment.orderId,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    status: payment.status,
    returnUrl: payment.returnUrl,
    deliveries: payment.deliveries,
    createdAtMillis: payment.createdAt.toMillis(),
    lastDelivery: lastDelivery && {
      eventId: lastDelivery.eventId,
      type: lastDelivery.type,
      httpStatus: lastDelivery.httpStatus,
      atMillis: lastDelivery.at.toMillis(),
    },
  };
}

function toPaymentEventView(snapshot: DocumentSnapshot): PaymentEventView {
  const { receivedAt, ...event } = parseDocument(paymentEventSchema, snapshot.ref.path, snapshot.data());
  return { id: snapshot.id, ...event, receivedAtMillis: receivedAt.toMillis() };
}

/** The latest payments, newest first, live. */
export function subscribeToPayments(onChange: (payments: PaymentView[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return subscribeToQuery(
    query(collection(db, COLLECTIONS.yousrPayments), orderBy("createdAt", "desc"), limit(PAYMENTS_SHOWN)),
    toPaymentView,
    onChange,
    onError,
  );
}

/** The latest payment notifications, newest first, live. */
export function subscribeToPaymentEvents(
  onChange: (events: PaymentEventView[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(collection(db, COLLECTIONS.paymentEvents), orderBy("receivedAt", "desc"), limit(PAYMENT_EVENTS_SHOWN)),
    toPaymentEventView,
    onChange,
    onError,
  );
}


export function yousrPayReplay(input: YousrPayReplayInput): Promise<YousrPayReplayResult> {
  return callFunction<YousrPayReplayInput, YousrPayReplayResult>(CALLABLES.yousrPayReplay, input);
}
