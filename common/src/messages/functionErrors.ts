// Arabic messages of the errors the Cloud Functions answer with (HttpsError
// message; the web app shows them as they come), and of the client's own
// failures to reach them (`ar.errors`).
import { messages } from "./compiled/ar/functionErrors.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("functionErrors", messages);

export const functionErrorMessages = {
  get unauthenticated() {
    return t("unauthenticated");
  },
  get permissionDenied() {
    return t("permissionDenied");
  },
  get invalidArgument() {
    return t("invalidArgument");
  },
  get timeout() {
    return t("timeout");
  },
  get network() {
    return t("network");
  },
  get unknown() {
    return t("unknown");
  },
  get eventNotFound() {
    return t("eventNotFound");
  },
  ticketTypeNotFound: (count: number) => t("ticketTypeNotFound", { count }),
  get eventNotOnSale() {
    return t("eventNotOnSale");
  },
  salesNotStarted: (typeName: string) => t("salesNotStarted", { typeName }),
  salesEnded: (typeName: string) => t("salesEnded", { typeName }),
  overPerOrderLimit: (typeName: string, limit: number) => t("overPerOrderLimit", { typeName, limit }),
  notEnoughLeft: (typeName: string, remaining: number) => t("notEnoughLeft", { typeName, remaining }),
  capacityBelowSold: (sold: number) => t("capacityBelowSold", { sold }),
  get perOrderLimitAboveCapacity() {
    return t("perOrderLimitAboveCapacity");
  },
  get eventCancelled() {
    return t("eventCancelled");
  },
  get ticketNotFound() {
    return t("ticketNotFound");
  },
  get ticketVoid() {
    return t("ticketVoid");
  },
  get kidReused() {
    return t("kidReused");
  },
  get eventNotIssuable() {
    return t("eventNotIssuable");
  },
  get ticketCheckedIn() {
    return t("ticketCheckedIn");
  },
  get signingKeyMissing() {
    return t("signingKeyMissing");
  },
  get busy() {
    return t("busy");
  },
  get gateCodeShared() {
    return t("gateCodeShared");
  },
  get orderReferenceUnavailable() {
    return t("orderReferenceUnavailable");
  },
  get bulkJobFailed() {
    return t("bulkJobFailed");
  },
  get ticketAlreadyVoid() {
    return t("ticketAlreadyVoid");
  },
  get buyerUnchanged() {
    return t("buyerUnchanged");
  },
  get orderNotFound() {
    return t("orderNotFound");
  },
  get orderLinkNotSellers() {
    return t("orderLinkNotSellers");
  },
  get orderNotOpen() {
    return t("orderNotOpen");
  },
  orderTooLarge: (max: number) => t("orderTooLarge", { max }),
  get bulkJobRunning() {
    return t("bulkJobRunning");
  },
  get requestReused() {
    return t("requestReused");
  },
  get paymentUnavailable() {
    return t("paymentUnavailable");
  },
  get orderLinkInvalid() {
    return t("orderLinkInvalid");
  },
  get paymentNotFound() {
    return t("paymentNotFound");
  },
  get paymentDecided() {
    return t("paymentDecided");
  },
  get paymentNoWebhook() {
    return t("paymentNoWebhook");
  },
  get inviteSelf() {
    return t("inviteSelf");
  },
  get staffUnknown() {
    return t("staffUnknown");
  },
  get testGatewayOff() {
    return t("testGatewayOff");
  },
  get phoneSignInRequired() {
    return t("phoneSignInRequired");
  },
  get purchaseReplayed() {
    return t("purchaseReplayed");
  },
  get freeOrderTaken() {
    return t("freeOrderTaken");
  },
} as const;

/**
 * Why an order ended (shown on its private page) and why a payment
 * notification was refused or set aside (the payments console's log).
 */
export const paymentMessages = {
  ended: {
    get declined() {
      return t("ended.declined");
    },
    get expired() {
      return t("ended.expired");
    },
    get paidAfterExpiry() {
      return t("ended.paidAfterExpiry");
    },
    get refundedByProvider() {
      return t("ended.refundedByProvider");
    },
    get replaced() {
      return t("ended.replaced");
    },
    get partialRefund() {
      return t("ended.partialRefund");
    },
  },
  webhook: {
    get badSignature() {
      return t("webhook.badSignature");
    },
    get malformed() {
      return t("webhook.malformed");
    },
    unknownOrder: functionErrorMessages.orderNotFound,
    get sessionMismatch() {
      return t("webhook.sessionMismatch");
    },
    get amountMismatch() {
      return t("webhook.amountMismatch");
    },
    get duplicate() {
      return t("webhook.duplicate");
    },
    get stale() {
      return t("webhook.stale");
    },
    get providerOff() {
      return t("webhook.providerOff");
    },
    get unknownProvider() {
      return t("webhook.unknownProvider");
    },
  },
  /** The e-mail to a buyer who gave an address, once paid (sent by the Trigger Email extension). */
  mail: {
    subject: (eventTitle: string) => t("mail.subject", { eventTitle }),
    greeting: (name: string) => t("mail.greeting", { name }),
    body: (eventTitle: string) => t("mail.body", { eventTitle }),
    total: (total: string) => t("mail.total", { total }),
    get link() {
      return t("mail.link");
    },
  },
} as const;

/** Messages of invalid input, used by the callable schemas (common/src/callables.ts). */
export const inputMessages = {
  get id() {
    return t("id");
  },
  get requestId() {
    return t("requestId");
  },
  get staffRole() {
    return t("staffRole");
  },
  get staffName() {
    return t("staffName");
  },
  get itemsEmpty() {
    return t("itemsEmpty");
  },
  itemsTooMany: (max: number) => t("itemsTooMany", { max }),
  get itemsRepeated() {
    return t("itemsRepeated");
  },
  get quantity() {
    return t("quantity");
  },
  totalTooLarge: (max: number) => t("totalTooLarge", { max }),
  get buyerName() {
    return t("buyerName");
  },
  get phone() {
    return t("phone");
  },
  get email() {
    return t("email");
  },
  get payment() {
    return t("payment");
  },
  bulkCount: (max: number) => t("bulkCount", { max }),
  get label() {
    return t("label");
  },
  get capacity() {
    return t("capacity");
  },
  get holderName() {
    return t("holderName");
  },
  get scanId() {
    return t("scanId");
  },
  get code() {
    return t("code");
  },
  get gate() {
    return t("gate");
  },
  get reason() {
    return t("reason");
  },
  get refund() {
    return t("refund");
  },
  get orderLink() {
    return t("orderLink");
  },
  get decision() {
    return t("decision");
  },
} as const;
