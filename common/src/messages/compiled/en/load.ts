// Each en catalog in a chunk of its own, compiled by scripts/messages.mjs: a page in en loads those of the sections it shows (web/src/lib/pageLanguage.ts).
// Those of the sections every page shows come with this module itself: one download fewer before a page draws.
import { registerWords, type Words } from "../../words.js";
import * as languageChoice from "./languageChoice.js";
import * as publicMessages from "./publicMessages.js";

const CATALOGS: Record<string, () => { words: Words } | Promise<{ words: Words }>> = {
  answerWords: () => import("./answerWords.js"),
  assignTicket: () => import("./assignTicket.js"),
  bulkTickets: () => import("./bulkTickets.js"),
  buyer: () => import("./buyer.js"),
  callErrors: () => import("./callErrors.js"),
  checkoutQuestions: () => import("./checkoutQuestions.js"),
  checkoutQuestionsForm: () => import("./checkoutQuestionsForm.js"),
  displaySettings: () => import("./displaySettings.js"),
  englishContent: () => import("./englishContent.js"),
  englishOffer: () => import("./englishOffer.js"),
  events: () => import("./events.js"),
  eventsLoad: () => import("./eventsLoad.js"),
  functionErrors: () => import("./functionErrors.js"),
  inputErrors: () => import("./inputErrors.js"),
  invoicePage: () => import("./invoicePage.js"),
  landingPage: () => import("./landingPage.js"),
  languageChoice: () => languageChoice,
  orderPage: () => import("./orderPage.js"),
  organiserSettings: () => import("./organiserSettings.js"),
  payments: () => import("./payments.js"),
  paymentsConsole: () => import("./paymentsConsole.js"),
  phoneField: () => import("./phoneField.js"),
  privacy: () => import("./privacy.js"),
  promoCodeEntry: () => import("./promoCodeEntry.js"),
  promoCodeField: () => import("./promoCodeField.js"),
  promoCodes: () => import("./promoCodes.js"),
  publicMessages: () => publicMessages,
  refunds: () => import("./refunds.js"),
  sales: () => import("./sales.js"),
  shop: () => import("./shop.js"),
  shopCheckout: () => import("./shopCheckout.js"),
  shopPages: () => import("./shopPages.js"),
  staffSignIn: () => import("./staffSignIn.js"),
  ticketFiles: () => import("./ticketFiles.js"),
  ticketLists: () => import("./ticketLists.js"),
  ticketPages: () => import("./ticketPages.js"),
  tickets: () => import("./tickets.js"),
  waitingList: () => import("./waitingList.js"),
  waitingListEntry: () => import("./waitingListEntry.js"),
  wallet: () => import("./wallet.js"),
  whatsApp: () => import("./whatsApp.js"),
};

/** Loads and registers the en catalogs of `sections` (a section without one is left to Arabic). */
export async function loadCatalogs(sections: readonly string[]): Promise<void> {
  const known = sections.filter((section) => section in CATALOGS);
  const loaded = await Promise.all(known.map((section) => CATALOGS[section]!()));
  known.forEach((section, i) => registerWords("en", section, loaded[i]!.words));
}
