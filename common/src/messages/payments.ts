// Arabic strings of Yousr Pay, the built-in test payment gateway: its hosted
// checkout (/youser-payment) where the payer approves or declines, and the
// super_admin's console (/yousr-pay-test) of its payments and of every
// payment notification the shop received. Why a notification was refused
// comes from the functions (functionErrors.ts paymentMessages).
import { messages } from "./compiled/ar/payments.js";
import { arabicSection } from "./i18n.js";
import type { PaymentEventOutcome, PaymentEventType, YousrPaymentStatus } from "../documents.js";

const t = arabicSection("payments", messages);

export const paymentsMessages = {
  get gatewayName() {
    return t("gatewayName");
  },
  get testMode() {
    return t("testMode");
  },
  get testModeBody() {
    return t("testModeBody");
  },

  checkout: {
    get merchant() {
      return t("checkout.merchant");
    },
    get description() {
      return t("checkout.description");
    },
    get amount() {
      return t("checkout.amount");
    },
    get status() {
      return t("checkout.status");
    },
    get approve() {
      return t("checkout.approve");
    },
    get decline() {
      return t("checkout.decline");
    },
    get deciding() {
      return t("checkout.deciding");
    },
    get noPayment() {
      return t("checkout.noPayment");
    },
    decided: {
      get approved() {
        return t("checkout.decided.approved");
      },
      get declined() {
        return t("checkout.decided.declined");
      },
      get refunded() {
        return t("checkout.decided.refunded");
      },
      get closed() {
        return t("checkout.decided.closed");
      },
    } satisfies Record<Exclude<YousrPaymentStatus, "open">, string>,
    get backToMerchant() {
      return t("checkout.backToMerchant");
    },
  },

  statuses: {
    get open() {
      return t("statuses.open");
    },
    get approved() {
      return t("statuses.approved");
    },
    get declined() {
      return t("statuses.declined");
    },
    get refunded() {
      return t("statuses.refunded");
    },
    get closed() {
      return t("statuses.closed");
    },
  } satisfies Record<YousrPaymentStatus, string>,

  console: {
    get intro() {
      return t("console.intro");
    },
    get paymentsHeading() {
      return t("console.paymentsHeading");
    },
    get noPayments() {
      return t("console.noPayments");
    },
    get loadError() {
      return t("console.loadError");
    },
    columns: {
      get status() {
        return t("console.columns.status");
      },
      get amount() {
        return t("console.columns.amount");
      },
      get order() {
        return t("console.columns.order");
      },
      get created() {
        return t("console.columns.created");
      },
      get deliveries() {
        return t("console.columns.deliveries");
      },
      get lastDelivery() {
        return t("console.columns.lastDelivery");
      },
      get actions() {
        return t("console.columns.actions");
      },
    },
    deliveries: (count: number) => t("console.deliveries", { count }),
    httpStatus: (status: number) => t("console.httpStatus", { status }),
    get replay() {
      return t("console.replay");
    },
    replayed: (status: number) => t("console.replayed", { status }),
    get forceDecline() {
      return t("console.forceDecline");
    },
    get declined() {
      return t("console.declined");
    },

    get eventsHeading() {
      return t("console.eventsHeading");
    },
    get noEvents() {
      return t("console.noEvents");
    },
    eventColumns: {
      get provider() {
        return t("console.eventColumns.provider");
      },
      get type() {
        return t("console.eventColumns.type");
      },
      get order() {
        return t("console.eventColumns.order");
      },
      get outcome() {
        return t("console.eventColumns.outcome");
      },
      get reason() {
        return t("console.eventColumns.reason");
      },
      get time() {
        return t("console.eventColumns.time");
      },
    },
    eventTypes: {
      get paid() {
        return t("console.eventTypes.paid");
      },
      get failed() {
        return t("console.eventTypes.failed");
      },
      get refunded() {
        return t("console.eventTypes.refunded");
      },
    } satisfies Record<PaymentEventType, string>,
    outcomes: {
      get applied() {
        return t("console.outcomes.applied");
      },
      get duplicate() {
        return t("console.outcomes.duplicate");
      },
      get ignored() {
        return t("console.outcomes.ignored");
      },
      get rejected() {
        return t("console.outcomes.rejected");
      },
      get refunded() {
        return t("console.outcomes.refunded");
      },
    } satisfies Record<PaymentEventOutcome, string>,
  },
} as const;
