// The waiting list of a sold-out ticket type (common/src/waitingListSchemas.ts):
// why a join, a leave, an offer or a purchase with an offer is refused, and
// the e-mail that carries an offer. The functions answer with these; the
// shop's "notify me" form (`shop`), the buyer's lists on /my-tickets
// (`myTickets`) and the organiser's lists (`manager`) show them. Each page
// loads these with a chunk of its own; the few words a page shows before
// (the sold-out type's button, the organiser's action) are in
// waitingListEntry.ts.
import { messages } from "./compiled/ar/waitingList.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("waitingList", messages);

export const waitingListMessages = {
  errors: {
    /** The shop refuses a type whose list is open to a buyer without an offer for it. */
    soldOutJoinList: (typeName: string) => t("errors.soldOutJoinList", { typeName }),
    get notSoldOut() {
      return t("errors.notSoldOut");
    },
    get paused() {
      return t("errors.paused");
    },
    get alreadyListed() {
      return t("errors.alreadyListed");
    },
    get removedByOrganiser() {
      return t("errors.removedByOrganiser");
    },
    get notListed() {
      return t("errors.notListed");
    },
    get entryNotFound() {
      return t("errors.entryNotFound");
    },
    /** Leaving while an order made with the offer waits for its payment. */
    get orderInProgress() {
      return t("errors.orderInProgress");
    },
    overPerOrderLimit: (limit: number) => t("errors.overPerOrderLimit", { limit }),
    get offerNotFound() {
      return t("errors.offerNotFound");
    },
    get offerExpired() {
      return t("errors.offerExpired");
    },
    get offerUsed() {
      return t("errors.offerUsed");
    },
    overOffer: (allotment: number) => t("errors.overOffer", { allotment }),
  },
  input: {
    get quantity() {
      return t("input.quantity");
    },
    get paused() {
      return t("input.paused");
    },
  },
  /** The e-mail of an offer (waitingList/offerMail.ts). */
  mail: {
    subject: (eventTitle: string) => t("mail.subject", { eventTitle }),
    greeting: (name: string) => t("mail.greeting", { name }),
    body: (eventTitle: string, typeName: string, quantity: number) => t("mail.body", { eventTitle, typeName, quantity }),
    until: (dateTime: string) => t("mail.until", { dateTime }),
    get link() {
      return t("mail.link");
    },
  },
  /** The shop's "notify me" form for a sold-out type, and its checkout with an offer. */
  shop: {
    title: (typeName: string) => t("shop.title", { typeName }),
    get intro() {
      return t("shop.intro");
    },
    get phoneFirst() {
      return t("shop.phoneFirst");
    },
    get quantity() {
      return t("shop.quantity");
    },
    get name() {
      return t("shop.name");
    },
    get email() {
      return t("shop.email");
    },
    get emailHint() {
      return t("shop.emailHint");
    },
    get submit() {
      return t("shop.submit");
    },
    get joining() {
      return t("shop.joining");
    },
    joined: (typeName: string, quantity: number) => t("shop.joined", { typeName, quantity }),
    joinedNext: (byMail: boolean) => t("shop.joinedNext", { byMail: byMail ? "yes" : "no" }),
    get myTickets() {
      return t("shop.myTickets");
    },
    get close() {
      return t("shop.close");
    },
    /** The checkout opened from an offer's link (offerLinkPath). */
    offer: {
      get heading() {
        return t("shop.offer.heading");
      },
      get signIn() {
        return t("shop.offer.signIn");
      },
      get loading() {
        return t("shop.offer.loading");
      },
      held: (quantity: number, typeName: string) => t("shop.offer.held", { quantity, typeName }),
      until: (dateTime: string) => t("shop.offer.until", { dateTime }),
      get timeLeft() {
        return t("shop.offer.timeLeft");
      },
      /** No open offer of this phone has the link's id: bought, run out, or another phone's. */
      get gone() {
        return t("shop.offer.gone");
      },
      get backToEvent() {
        return t("shop.offer.backToEvent");
      },
      get retry() {
        return t("shop.offer.retry");
      },
    },
  },
  /** `/my-tickets`: the buyer's waiting lists (listMyWaitingListOffers). */
  myTickets: {
    get heading() {
      return t("myTickets.heading");
    },
    statuses: {
      get waiting() {
        return t("myTickets.statuses.waiting");
      },
      get offered() {
        return t("myTickets.statuses.offered");
      },
      get bought() {
        return t("myTickets.statuses.bought");
      },
      get lapsed() {
        return t("myTickets.statuses.lapsed");
      },
      get removed() {
        return t("myTickets.statuses.removed");
      },
      get left() {
        return t("myTickets.statuses.left");
      },
    },
    wanted: (typeName: string, quantity: number) => t("myTickets.wanted", { typeName, quantity }),
    joinedAt: (dateTime: string) => t("myTickets.joinedAt", { dateTime }),
    held: (quantity: number, dateTime: string) => t("myTickets.held", { quantity, dateTime }),
    get timeLeft() {
      return t("myTickets.timeLeft");
    },
    get buy() {
      return t("myTickets.buy");
    },
    get leave() {
      return t("myTickets.leave");
    },
    leaveLabel: (typeName: string, eventTitle: string) => t("myTickets.leaveLabel", { typeName, eventTitle }),
    get left() {
      return t("myTickets.left");
    },
    get retry() {
      return t("myTickets.retry");
    },
  },
  /** The organiser's lists (web/src/features/events/waitingList). */
  manager: {
    title: (eventTitle: string) => t("manager.title", { eventTitle }),
    get intro() {
      return t("manager.intro");
    },
    waitingCount: (count: number) => t("manager.waitingCount", { count }),
    get empty() {
      return t("manager.empty");
    },
    get noTypes() {
      return t("manager.noTypes");
    },
    get loading() {
      return t("manager.loading");
    },
    get loadFailed() {
      return t("manager.loadFailed");
    },
    listState: {
      get open() {
        return t("manager.listState.open");
      },
      get paused() {
        return t("manager.listState.paused");
      },
      get closed() {
        return t("manager.listState.closed");
      },
    },
    columns: {
      get position() {
        return t("manager.columns.position");
      },
      get name() {
        return t("manager.columns.name");
      },
      get phone() {
        return t("manager.columns.phone");
      },
      get quantity() {
        return t("manager.columns.quantity");
      },
      get status() {
        return t("manager.columns.status");
      },
      get joinedAt() {
        return t("manager.columns.joinedAt");
      },
      get offer() {
        return t("manager.columns.offer");
      },
      get actions() {
        return t("manager.columns.actions");
      },
    },
    statuses: {
      get waiting() {
        return t("manager.statuses.waiting");
      },
      get offered() {
        return t("manager.statuses.offered");
      },
      get bought() {
        return t("manager.statuses.bought");
      },
      get lapsed() {
        return t("manager.statuses.lapsed");
      },
      get removed() {
        return t("manager.statuses.removed");
      },
      get left() {
        return t("manager.statuses.left");
      },
    },
    get pause() {
      return t("manager.pause");
    },
    get resume() {
      return t("manager.resume");
    },
    pauseLabel: (typeName: string) => t("manager.pauseLabel", { typeName }),
    resumeLabel: (typeName: string) => t("manager.resumeLabel", { typeName }),
    get pausedNote() {
      return t("manager.pausedNote");
    },
    paused: (typeName: string) => t("manager.paused", { typeName }),
    resumed: (typeName: string) => t("manager.resumed", { typeName }),
    get remove() {
      return t("manager.remove");
    },
    removeLabel: (name: string) => t("manager.removeLabel", { name }),
    confirmTitle: (name: string) => t("manager.confirmTitle", { name }),
    get confirmBody() {
      return t("manager.confirmBody");
    },
    get confirm() {
      return t("manager.confirm");
    },
    get cancel() {
      return t("manager.cancel");
    },
    removed: (name: string) => t("manager.removed", { name }),
    get close() {
      return t("manager.close");
    },
  },
  /** The event form's field (web/src/features/events/components/EventForm.tsx). */
  form: {
    get offerMinutes() {
      return t("form.offerMinutes");
    },
    offerMinutesHint: (defaultMinutes: number) => t("form.offerMinutesHint", { defaultMinutes }),
  },
} as const;
