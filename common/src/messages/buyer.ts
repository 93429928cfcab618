// Arabic strings of the buyer's own account: the phone step of the checkout
// (a one-time code to the buyer's phone), and `/my-tickets`, every order of
// that phone on any device. A module of its own, outside `arPublic`: only
// the chunks that sign a buyer in import it, so the shop's first download
// does not grow (docs/product.md §5).
import { messages } from "./compiled/ar/buyer.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("buyer", messages);
export const buyerMessages = {
  get heading() {
    return t("heading");
  },
  get why() {
    return t("why");
  },
  get start() {
    return t("start");
  },
  get phoneLabel() {
    return t("phoneLabel");
  },
  get sendCode() {
    return t("sendCode");
  },
  get sending() {
    return t("sending");
  },
  get codeSentTo() {
    return t("codeSentTo");
  },
  get codeLabel() {
    return t("codeLabel");
  },
  get codeHint() {
    return t("codeHint");
  },
  get confirm() {
    return t("confirm");
  },
  get confirming() {
    return t("confirming");
  },
  get changeNumber() {
    return t("changeNumber");
  },
  get resend() {
    return t("resend");
  },
  get verifiedAs() {
    return t("verifiedAs");
  },
  get signOut() {
    return t("signOut");
  },
  get checking() {
    return t("checking");
  },
  get mustVerify() {
    return t("mustVerify");
  },
  get loadFailed() {
    return t("loadFailed");
  },
  errors: {
    get invalidPhone() {
      return t("errors.invalidPhone");
    },
    get invalidCode() {
      return t("errors.invalidCode");
    },
    get codeExpired() {
      return t("errors.codeExpired");
    },
    get tooManyRequests() {
      return t("errors.tooManyRequests");
    },
    get smsUnavailable() {
      return t("errors.smsUnavailable");
    },
    get network() {
      return t("errors.network");
    },
    get unknown() {
      return t("errors.unknown");
    },
  },

  myTickets: {
    get intro() {
      return t("myTickets.intro");
    },
    get signInIntro() {
      return t("myTickets.signInIntro");
    },
    get upcoming() {
      return t("myTickets.upcoming");
    },
    get past() {
      return t("myTickets.past");
    },
    get empty() {
      return t("myTickets.empty");
    },
    get open() {
      return t("myTickets.open");
    },
    get loadError() {
      return t("myTickets.loadError");
    },
    get retry() {
      return t("myTickets.retry");
    },
    get browse() {
      return t("myTickets.browse");
    },
  },

  /** An order's link opened without its private token (another device, a cleared browser). */
  orderSignIn: {
    get intro() {
      return t("orderSignIn.intro");
    },
    get notYours() {
      return t("orderSignIn.notYours");
    },
  },
} as const;
