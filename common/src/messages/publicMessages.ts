// The Arabic strings of the pages every visitor sees (the shell, the landing
// page, the shop, the hosted checkout): `arPublic`. Every page of the web app
// imports it: the public pages alone, so that a phone does not download the
// staff pages' words (docs/product.md §5), a staff page with the staff
// sections it shows (`staffMessages`, `dashboardMessages`, …). A ticket's
// words (`ticketsMessages`, tickets.ts) and the errors of calling a function
// (`callErrorMessages`, callErrors.ts) are sections of their own, imported
// by the pages that show them: not every public page does (the landing page,
// the buyer's orders), and an English page loads the English catalog of each
// section it holds (docs/performance.md). The price word «free» is here: the
// shop's list and the hosted checkout show prices but no ticket's words.
// `ar` (ar.ts), this plus every other section, is for the functions and the
// tests.
import { catalog } from "./compiled/ar/publicMessages.js";
import { section } from "./i18n.js";

const publicMessages = section("publicMessages", catalog);

/** The public sections' messages; a page's title is looked up by any path. */
export const arPublic = publicMessages as Omit<typeof publicMessages, "pages"> & { readonly pages: Readonly<Record<string, string>> };
