// Arabic strings of the public shop (/buy-tickets): the events on sale, one
// event's tickets and the buyer's details, paying, and the order's private
// page with its tickets. Refusals of the purchase itself come from the
// function (functionErrors.ts).
import { messages } from "./compiled/ar/shop.js";
import { arabicSection } from "./i18n.js";
import type { OrderStatus } from "../documents.js";
import { salesMessages } from "./sales.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

const t = arabicSection("shop", messages);

/** "دقيقة واحدة", "دقيقتان", "5 دقائق", "15 دقيقة": the counted noun agrees with the number. */
export const minuteCount = (count: number) => t("minuteCount", { count });

export const shopMessages = {
  get intro() {
    return t("intro");
  },
  get allCategories() {
    return t("allCategories");
  },
  get categoryFilter() {
    return t("categoryFilter");
  },
  get loadError() {
    return t("loadError");
  },
  get empty() {
    return t("empty");
  },
  get emptyInCategory() {
    return t("emptyInCategory");
  },
  get free() {
    return t("free");
  },
  get onSale() {
    return t("onSale");
  },
  fewLeft: (count: number) => t("fewLeft", { count }),
  get soldOut() {
    return t("soldOut");
  },
  get notStarted() {
    return t("notStarted");
  },
  get ended() {
    return t("ended");
  },
  get notOnSale() {
    return t("notOnSale");
  },

  get chooseEvent() {
    return t("chooseEvent");
  },
  chooseEventLabel: (title: string) => t("chooseEventLabel", { title }),
  get backToEvents() {
    return t("backToEvents");
  },
  get eventGone() {
    return t("eventGone");
  },

  get recentOrders() {
    return t("recentOrders");
  },
  get recentOrdersHint() {
    return t("recentOrdersHint");
  },
  recentOrder: (eventTitle: string) => t("recentOrder", { eventTitle }),

  ticketsHeading: salesMessages.ticketsHeading,
  noTypesOnSale: salesMessages.noTypesOnSale,
  maxPerOrder: (max: number) => t("maxPerOrder", { max }),
  get fixQuantities() {
    return t("fixQuantities");
  },
  emptyCart: salesMessages.emptyCart,
  total: salesMessages.orderTotal,
  ticketCount,

  get buyerHeading() {
    return t("buyerHeading");
  },
  get buyerName() {
    return t("buyerName");
  },
  get buyerPhone() {
    return t("buyerPhone");
  },
  get buyerPhoneHint() {
    return t("buyerPhoneHint");
  },
  get buyerEmail() {
    return t("buyerEmail");
  },
  get buyerEmailHint() {
    return t("buyerEmailHint");
  },
  get termsBefore() {
    return t("termsBefore");
  },
  get termsLink() {
    return t("termsLink");
  },

  get pay() {
    return t("pay");
  },
  get getFree() {
    return t("getFree");
  },
  get paying() {
    return t("paying");
  },
  notEnoughTitle: salesMessages.notEnoughTitle,
  /** After a timeout or a lost connection the order may have been made. */
  get retrySameOrder() {
    return t("retrySameOrder");
  },

  order: {
    get heading() {
      return t("order.heading");
    },
    retry: ticketsMessages.load.retry,
    statuses: {
      get pending() {
        return t("order.statuses.pending");
      },
      get paid() {
        return t("order.statuses.paid");
      },
      get cancelled() {
        return t("order.statuses.cancelled");
      },
      get expired() {
        return t("order.statuses.expired");
      },
      get refunded() {
        return t("order.statuses.refunded");
      },
    } satisfies Record<OrderStatus, string>,
    get pendingBody() {
      return t("order.pendingBody");
    },
    holdLeft: (minutes: number) => t("order.holdLeft", { minutes }),
    get holdOver() {
      return t("order.holdOver");
    },
    get payNow() {
      return t("order.payNow");
    },
    summary: (count: number, total: string) => t("order.summary", { count, total }),
    buyer: (name: string) => t("order.buyer", { name }),
    get keepLink() {
      return t("order.keepLink");
    },
    get privateLink() {
      return t("order.privateLink");
    },
    get copyLink() {
      return t("order.copyLink");
    },
    get copied() {
      return t("order.copied");
    },
    get copyFailed() {
      return t("order.copyFailed");
    },
    get buyAgain() {
      return t("order.buyAgain");
    },
    get backToShop() {
      return t("order.backToShop");
    },
  },
} as const;
