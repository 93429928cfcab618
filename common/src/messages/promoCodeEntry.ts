// Codes in a sale before the code field is opened (web/src/components/PromoCodeEntry.tsx,
// TicketLine.tsx), and the refusal of a code that cannot be one (the sales'
// schemas, callables.ts). A module of its own, importing nothing: the box
// office's and the shop's first download carry these strings only, not the
// field's words (promoCodeField.ts), and pages that load the other input
// messages (functionErrors.ts) do not carry them.
import { catalog } from "./compiled/ar/promoCodeEntry.js";
import { section } from "./i18n.js";

export const promoCodeEntryMessages = section("promoCodeEntry", catalog);
