// The Arabic strings of the pages every visitor sees (the shell, the landing
// page, the shop, the hosted checkout) and of the errors the functions answer
// with: `arPublic`. Every page of the web app imports it: the public pages
// alone, so that a phone does not download the staff pages' words
// (docs/product.md §5), a staff page with the staff sections it shows
// (`staffMessages`, `dashboardMessages`, …). `ar` (ar.ts), this plus every
// staff section, is for the functions and the tests.
import { catalog } from "./compiled/ar/publicMessages.js";
import { section } from "./i18n.js";
import { functionErrorMessages, inputMessages, paymentMessages } from "./functionErrors.js";
import { paymentsMessages } from "./payments.js";
import { salesMessages } from "./sales.js";
import { shopMessages } from "./shop.js";
import { ticketsMessages } from "./tickets.js";

const publicMessages = section("publicMessages", catalog, () => ({
  login: {
    errors: {
      get network() {
        return functionErrorMessages.network;
      },
    },
  },
  /** Ticket details, QR lists, assignment, bulk jobs, printing (tickets.ts). */
  get tickets() {
    return ticketsMessages;
  },
  /** Invalid input of a callable, field by field (functionErrors.ts). */
  get input() {
    return inputMessages;
  },
  /** The public shop: events, tickets, buyer, paying, the order page (shop.ts). */
  get shop() {
    return shopMessages;
  },
  /** Yousr Pay, the test gateway: its checkout page and console (payments.ts). */
  get payments() {
    return paymentsMessages;
  },
  /** The box-office selling pages (sales.ts). */
  get sales() {
    return salesMessages;
  },
  /** Errors the Cloud Functions answer with, and failing to reach them (functionErrors.ts). */
  get errors() {
    return functionErrorMessages;
  },
  /** Why an online order ended, webhook log reasons, the buyer's e-mail (functionErrors.ts). */
  get paymentOutcomes() {
    return paymentMessages;
  },
}));

/** The public sections' messages; a page's title is looked up by any path. */
export const arPublic = publicMessages as Omit<typeof publicMessages, "pages"> & { readonly pages: Readonly<Record<string, string>> };
