// The Arabic strings of the pages every visitor sees (the shell, the landing
// page, the shop, the hosted checkout) and of the errors the functions answer
// with: `arPublic`. Every page of the web app imports it: the public pages
// alone, so that a phone does not download the staff pages' words
// (docs/product.md §5), a staff page with the staff sections it shows
// (`staffMessages`, `dashboardMessages`, …). `ar` (ar.ts), this plus every
// staff section, is for the functions and the tests.
import { catalog } from "./compiled/ar/publicMessages.js";
import { section } from "./i18n.js";
import { callErrorMessages } from "./callErrors.js";
import { ticketsMessages } from "./tickets.js";

const publicMessages = section("publicMessages", catalog, () => ({
  /** A ticket's fields and statuses, loading and printing tickets (tickets.ts). */
  get tickets() {
    return ticketsMessages;
  },
  /** Failing to reach a function, and the refusals a page words itself (callErrors.ts). */
  get errors() {
    return callErrorMessages;
  },
}));

/** The public sections' messages; a page's title is looked up by any path. */
export const arPublic = publicMessages as Omit<typeof publicMessages, "pages"> & { readonly pages: Readonly<Record<string, string>> };
