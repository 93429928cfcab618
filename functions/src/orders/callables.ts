// Thin callables of the orders domain: check the caller, parse the input,
// call the service.
import {
  cancelOrderInput,
  correctAnswersInput,
  correctBuyerInput,
  getOrderAccessInput,
  getOrderTicketsInput,
  issueTicketsInput,
  purchaseTicketsInput,
  setEventQuestionsInput,
  voidTicketInput,
  type IssueTicketsResult,
} from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { inEmulator } from "../config.js";
import { configuredProviders } from "../payments/providers.js";
import { refundThroughProviders } from "../payments/refunds.js";
import { orderHoldMinutes, orderLinkSecret, PAYMENT_SECRETS } from "../payments/secrets.js";
import { parseInput, requireFreshAppCheck, requireRole, requireVerifiedPhone } from "../shared/https.js";
import { appOrigin } from "../shared/urls.js";
import { currentSigner, publishSigningKey, ticketSigningKey } from "../tickets/signingKey.js";
import { appleWalletSecret, googleWalletSecret, WALLET_SECRETS, walletAvailability } from "../tickets/wallet/walletCredentials.js";
import { cancelOrder as cancel } from "./corrections/cancelOrder.js";
import { correctAnswers as correctOrderAnswers } from "./corrections/correctAnswers.js";
import { correctBuyer as correct } from "./corrections/correctBuyer.js";
import { voidTicket as voidOne } from "./corrections/voidTicket.js";
import { getOrderTickets as readOrderTickets } from "./getOrderTickets.js";
import { issueTickets as issue } from "./issueTickets.js";
import { listMyOrders as listOrdersOfPhone } from "./myOrders.js";
import { accessTokenFor, isAccessToken } from "./orderAccess.js";
import { purchaseTickets as purchase } from "./purchaseTickets.js";
import { setEventQuestions as setQuestions } from "./questions/setEventQuestions.js";
import { getOrderAccess as getSellerOrderAccess } from "./sellerOrderAccess.js";
import { inCallersLanguage } from "../shared/callerLanguage.js";

// Longer than inventory/capacityRounds.ts SALE_DEADLINE_MS, so a sale in a rush answers "busy" itself
// rather than being cut off.
// The answer carries the order's private link token, for the buyer's WhatsApp message.
export const issueTickets = onCall({ secrets: [ticketSigningKey, orderLinkSecret], timeoutSeconds: 90 }, async (request) => {
  const seller = await requireRole(request, ["super_admin", "sales_admin"]);
  const input = parseInput(issueTicketsInput, request.data);
  const signer = currentSigner();
  await publishSigningKey(db, signer);
  const order = await issue(db, signer, seller, input);
  return { ...order, accessToken: accessTokenFor(orderLinkSecret.value(), order.orderId) } satisfies IssueTicketsResult;
});

// The sales editor's corrections: the owner-manager's (docs/product.md §3).
// Voiding a ticket of a paid online order gives its price back through the payment provider.
export const voidTicket = onCall({ secrets: PAYMENT_SECRETS }, async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return voidOne(db, actor, parseInput(voidTicketInput, request.data), refundThroughProviders(db));
});

// A refund of an online order goes back through its payment provider.
export const cancelOrder = onCall({ secrets: PAYMENT_SECRETS }, async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return cancel(db, actor, parseInput(cancelOrderInput, request.data), refundThroughProviders(db));
});

export const correctBuyer = onCall(async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return correct(db, actor, parseInput(correctBuyerInput, request.data));
});

export const correctAnswers = onCall(async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return correctOrderAnswers(db, actor, parseInput(correctAnswersInput, request.data));
});

// The organiser's questions at checkout, asked by every sale of the event.
export const setEventQuestions = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  return setQuestions(db, parseInput(setEventQuestionsInput, request.data));
});

// The public shop: a buyer signed in with a verified phone, no role. In
// production a limited-use App Check token, consumed here and refused when
// replayed, so one captured request cannot be sent again to hold more (the
// emulator runs no App Check).
export const purchaseTickets = onCall(
  {
    secrets: [ticketSigningKey, orderLinkSecret, ...PAYMENT_SECRETS],
    timeoutSeconds: 90,
    enforceAppCheck: !inEmulator,
    consumeAppCheckToken: !inEmulator,
  },
  async (request) =>
    inCallersLanguage(request, async () => {
      requireFreshAppCheck(request, !inEmulator);
      const buyer = requireVerifiedPhone(request);
      const input = parseInput(purchaseTicketsInput, request.data);
      const signer = currentSigner();
      await publishSigningKey(db, signer);
      const secret = orderLinkSecret.value();
      return purchase(
        db,
        {
          signer,
          provider: configuredProviders(db).checkout,
          shopOrigin: appOrigin(request.rawRequest.headers.origin),
          accessTokenFor: (orderId) => accessTokenFor(secret, orderId),
          holdMinutes: orderHoldMinutes.value(),
        },
        buyer,
        input,
      );
    }),
);

// The seller's way to send a box-office order's link again (sellerOrderAccess.ts).
export const getOrderAccess = onCall({ secrets: [orderLinkSecret] }, async (request) => {
  const caller = await requireRole(request, ["super_admin", "sales_admin"]);
  const { orderId } = parseInput(getOrderAccessInput, request.data);
  const secret = orderLinkSecret.value();
  return getSellerOrderAccess(db, (id) => accessTokenFor(secret, id), caller, orderId);
});

// The wallets' secrets are bound to tell the page which wallet buttons work (docs/contracts.md `getOrderTickets`).
export const getOrderTickets = onCall({ secrets: [orderLinkSecret, ...WALLET_SECRETS] }, async (request) =>
  inCallersLanguage(request, async () => {
    const input = parseInput(getOrderTicketsInput, request.data);
    const secret = orderLinkSecret.value();
    const wallets = walletAvailability(appleWalletSecret.value(), googleWalletSecret.value());
    return readOrderTickets(db, (orderId, token) => isAccessToken(secret, orderId, token), input, wallets);
  }));

// `/my-tickets`: the orders of the caller's verified phone, with their private links.
export const listMyOrders = onCall({ secrets: [orderLinkSecret] }, async (request) =>
  inCallersLanguage(request, async () => {
    const { phone } = requireVerifiedPhone(request);
    const secret = orderLinkSecret.value();
    return listOrdersOfPhone(db, (orderId) => accessTokenFor(secret, orderId), phone);
  }));
