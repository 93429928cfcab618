// The public shop's purchase (docs/contracts.md `purchaseTickets`), through
// the sale skeleton (sale/sell.ts): a `pending` online order that holds its
// tickets (counted as sold in the inventory shards, so no rush can oversell,
// holds included) until it is paid or its hold ends, and a checkout at the
// payment provider. A free order is paid at once. The same
// requestId again answers the same order; with other content it is refused.
//
// The buyer is a signed-in account whose phone Firebase verified (the ID
// token's `phone_number`): the phone is never taken from the request. Holds
// are bounded per phone: one pending order per event. A new order replaces
// the phone's earlier one only once the new order is written (a refused
// purchase ends nothing): the transaction that writes it names the earlier
// order, which then ends (its tickets go back on sale). Free tickets are
// issued for good, so one phone gets one free order per event
// (docs/security.md, "Buyers").
//
// A type whose waiting list is open (waitingList/) is sold only with an offer
// made to the caller's phone (`offerId`): its tickets then come from the
// offer (waitingList/offerSale.ts), and the freed ones go to the list.
import {
  ar,
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  eventTitleIn,
  orderSchema,
  parseDocument,
  soldTypeNameIn,
  type OrderDoc,
  type PurchaseTicketsRequest,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { HttpsError } from "firebase-functions/v2/https";
import { createHash } from "node:crypto";
import { runTransaction } from "../shared/transactions.js";
import { freedBy, offerFreed } from "../waitingList/offerFreedTickets.js";
import { planOfferTake, readOfferSale, settleOfferEntry, type OfferSale } from "../waitingList/offerSale.js";
import { expireOverdueHolds } from "./holds.js";
import { endHold } from "./lifecycle.js";
import { invoiceLinkOf, issueOnlineTickets, ONLINE_SELLER, privateLinkOf, returnLinkOf } from "./onlineOrder.js";
import type { CheckoutOpener } from "./paymentRequests.js";
import { sell, type SaleChannel } from "./sale/sell.js";
import { assertOnSale, assertWithinOrderLimit } from "./saleChecks.js";

export interface PurchaseContext {
  signer: TicketSigner;
  /** Where checkouts go; null when no provider is on (only free orders can be bought). */
  provider: CheckoutOpener | null;
  /** The web app's origin, for the payer's way back to the order's private page. */
  shopOrigin: string;
  accessTokenFor: (orderId: string) => string;
  holdMinutes: number;
  now?: number;
}

/** The signed-in buyer: their account and the phone their sign-in verified (E.164). */
export interface VerifiedBuyer {
  uid: string;
  phone: string;
}

/** What a purchase asked for, so that a reused requestId with other content is told apart. */
const digestOf = (input: PurchaseTicketsRequest, phone: string) =>
  createHash("sha256")
    .update(
      JSON.stringify([input.eventId, input.items, input.buyer, phone, input.promoCode ?? null, input.answers ?? null, ...(input.offerId ? [input.offerId] : [])]),
    )
    .digest("base64url");

export async function purchaseTickets(
  db: Firestore,
  context: PurchaseContext,
  verified: VerifiedBuyer,
  input: PurchaseTicketsRequest,
): Promise<PurchaseTicketsResult> {
  const now = context.now ?? Date.now();
  const requestDigest = digestOf(input, verified.phone);
  const buyer = { ...input.buyer, phone: verified.phone };
  const buyerRef = buyerHoldOf(db, input.eventId, verified.phone);

  let offer: OfferSale | undefined;

  const shop: SaleChannel<BuyerHolds & { giveBackRest?: () => void }, { order: OrderDoc; replaces?: string }, PurchaseTicketsResult> = {
    // The buyer's account and requestId name the order: the same request
    // again (a retry) finds it, another account's request never does.
    requestKind: "purchase",
    answerAgain: (orderRef, written) =>
      answerAgain(db, context, orderRef, parseDocument(orderSchema, orderRef.path, written.data()), requestDigest),
    assertSellable: (event, type, quantity, at, setAside) => {
      assertOnSale(event, type, at);
      assertWithinOrderLimit(type, quantity);
      if (type.waitingList?.open && !setAside) throw new HttpsError("failed-precondition", ar.waitingList.errors.soldOutJoinList(type.name));
    },
    setAside: async () => {
      if (!input.offerId) return undefined;
      offer = await readOfferSale(db, verified, { eventId: input.eventId, offerId: input.offerId, items: input.items }, now);
      return offer;
    },
    unitPrice: (type) => type.price,
    sellsHiddenTypes: false,
    // A free order is paid (and invoiced) at once; the rest when their payment comes (lifecycle.ts payHeldOrder).
    invoicedAtOnce: (total) => total === 0,
    assertPayable: (total) => {
      if (total > 0 && !context.provider) throw new HttpsError("failed-precondition", ar.errors.paymentUnavailable);
    },
    // Tickets held by orders whose hold ran out are not really taken.
    whenShort: async () => (await expireOverdueHolds(db, { now, eventId: input.eventId })) > 0,
    // Read in the transaction, so that of two purchases of one phone at
    // once each names the order the other replaced, and none is missed.
    readHeld: async (tx) => {
      const holds = ((await tx.get(buyerRef)).data() ?? {}) as BuyerHolds;
      return offer ? { ...holds, giveBackRest: await planOfferTake(tx, db, offer, verified, now) } : holds;
    },
    order: (tx, { orderRef, event, total, held, saleFields, invoiced, display }) => {
      if (total === 0 && held.freeOrderId) throw new HttpsError("resource-exhausted", ar.errors.freeOrderTaken);
      held.giveBackRest?.();
      const fields = {
        ...saleFields,
        ...(offer ? { waitingListOffer: offer.orderField } : {}),
        channel: "online" as const,
        buyer,
        buyerUid: verified.uid,
        sellerUid: ONLINE_SELLER.uid,
        ticketIds: [],
        requestDigest,
        shopOrigin: context.shopOrigin,
        // The page's language: the e-mail and every later message to the buyer are written in it.
        language: input.language ?? DEFAULT_LANGUAGE,
        // At least as long as the provider's checkout stays open (Stripe: 31 minutes).
        holdExpiresAt: Timestamp.fromMillis(now + Math.max(context.holdMinutes, context.provider?.minHoldMinutes ?? 0) * 60_000),
      };
      const order: OrderDoc = { ...fields, status: "pending", createdAt: Timestamp.fromMillis(now) };
      const written = { ...fields, createdAt: FieldValue.serverTimestamp() };
      if (total === 0) {
        // A free order needs no payment: paid at once, with its tickets.
        const accessToken = context.accessTokenFor(orderRef.id);
        const privateLink = privateLinkOf(order, orderRef.id, accessToken);
        const invoiceLink = invoiced ? { invoiceLink: invoiceLinkOf(order, orderRef.id, accessToken) } : {};
        const issued = issueOnlineTickets(tx, db, context.signer, { orderRef, order, event, privateLink, ...invoiceLink, display });
        tx.set(buyerRef, { freeOrderId: orderRef.id }, { merge: true });
        settleOfferEntry(tx, db, order, "bought");
        return { status: "paid", fields: { ...written, ...issued }, written: { order } };
      }
      tx.set(buyerRef, { pendingOrderId: orderRef.id }, { merge: true });
      return { status: "pending", fields: written, written: { order, replaces: held.pendingOrderId } };
    },
    answer: async (orderRef, created) => {
      const accessToken = context.accessTokenFor(orderRef.id);
      if (created.replaces) await endReplacedHold(db, db.collection(COLLECTIONS.orders).doc(created.replaces));
      // The offer's tickets the buyer did not take went back to the type: the list's next entry gets them.
      if (offer && offer.quantity < offer.allotment) await offerFreed(db, { eventId: input.eventId, ticketTypeIds: [offer.ticketTypeId] });
      if (created.order.total === 0) return { orderId: orderRef.id, status: "paid", accessToken };
      const checkoutUrl = await openCheckout(db, context, orderRef, created.order);
      return { orderId: orderRef.id, status: "pending", checkoutUrl, accessToken };
    },
  };
  return sell(
    db,
    shop,
    {
      eventId: input.eventId,
      items: input.items,
      callerUid: verified.uid,
      requestId: input.requestId,
      promoCode: input.promoCode,
      answers: input.answers,
    },
    now,
  );
}

/** `events/{eventId}/buyerHolds/{phone}`, as read: the phone's pending and free order for the event. */
interface BuyerHolds {
  pendingOrderId?: string;
  freeOrderId?: string;
}

/** The answer to a requestId already used: the same order, its checkout opened if the first call could not. */
async function answerAgain(
  db: Firestore,
  context: PurchaseContext,
  orderRef: DocumentReference,
  order: OrderDoc,
  requestDigest: string,
): Promise<PurchaseTicketsResult> {
  if (order.requestDigest !== requestDigest) throw new HttpsError("failed-precondition", ar.errors.requestReused);
  const accessToken = context.accessTokenFor(orderRef.id);
  if (order.status === "paid") return { orderId: orderRef.id, status: "paid", accessToken };
  if (order.status !== "pending") throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  const checkoutUrl = order.checkout?.url ?? (await openCheckout(db, context, orderRef, order));
  return { orderId: orderRef.id, status: "pending", checkoutUrl, accessToken };
}

/**
 * Opens the order's checkout at the provider and records it on the order.
 * When the provider fails, the hold ends at once (the tickets go back on
 * sale) and the buyer is told to try later.
 */
async function openCheckout(db: Firestore, context: PurchaseContext, orderRef: DocumentReference, order: OrderDoc): Promise<string> {
  const provider = context.provider;
  try {
    if (!provider) throw new Error("No payment provider is on");
    // What the payer reads at the provider, in their language.
    const language = order.language ?? DEFAULT_LANGUAGE;
    const title = eventTitleIn(language, order);
    const lines = order.items.map((item) => ({ name: soldTypeNameIn(language, item), quantity: item.quantity, unitPrice: item.unitPrice }));
    const checkout = await provider.createCheckout({
      orderId: orderRef.id,
      amount: order.total,
      currency: order.currency,
      description: `${title}: ${lines.map((line) => `${line.name} × ${line.quantity}`).join(language === "ar" ? "، " : ", ")}`,
      lines: lines.map((line) => ({ ...line, name: `${title} — ${line.name}` })),
      buyerEmail: order.buyer.email,
      // No token: the payer's device keeps it (the shop's recent orders), and
      // a provider stores this URL.
      returnUrl: returnLinkOf(order, orderRef.id),
      holdExpiresAt: order.holdExpiresAt!.toDate(),
    });
    await orderRef.update({ checkout: { provider: provider.id, sessionId: checkout.sessionId, url: checkout.url } });
    return checkout.url;
  } catch (error) {
    logger.error("Could not open a checkout; the order's hold ends", { orderId: orderRef.id, error: String(error) });
    const ended = await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(orderRef);
      const current = parseDocument(orderSchema, orderRef.path, snapshot.data());
      if (current.status !== "pending") return false;
      await endHold(tx, db, orderRef, current, { status: "cancelled", reason: ar.errors.paymentUnavailable });
      return true;
    });
    if (ended) await offerFreed(db, freedBy(order));
    throw new HttpsError("unavailable", ar.errors.paymentUnavailable);
  }
}

/** `events/{eventId}/buyerHolds/{phone}`: the pending and the free order of one verified phone for one event. */
function buyerHoldOf(db: Firestore, eventId: string, phone: string): DocumentReference {
  // The E.164 digits: one key per phone, whatever form it was typed in.
  return db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.buyerHolds).doc(phone.replace(/^\+/, ""));
}

/**
 * Ends the hold of an order a newer order of the same phone replaced, if it
 * is still pending (it may have been paid meanwhile: then both stand, as the
 * buyer paid for both). Its tickets go back on sale; its checkout is closed
 * (lifecycle.ts endHold), and go to a waiting list that is open for them.
 * Should this call fail, the hold still ends when it runs out.
 */
async function endReplacedHold(db: Firestore, earlierRef: DocumentReference): Promise<void> {
  const ended = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(earlierRef);
    if (!snapshot.exists) return null;
    const earlier = parseDocument(orderSchema, earlierRef.path, snapshot.data());
    if (earlier.status !== "pending") return null;
    await endHold(tx, db, earlierRef, earlier, { status: "cancelled", reason: ar.paymentOutcomes.ended.replaced });
    return earlier;
  });
  if (ended) await offerFreed(db, freedBy(ended));
}
