// Arabic strings of the WhatsApp messages staff send (the box office's sale,
// a ticket from its page): staff pages only, so the shop does not download
// them. Latin digits, like formatMoney.
import { catalog } from "./compiled/ar/whatsApp.js";
import { section } from "./i18n.js";

export const whatsAppMessages = section("whatsApp", catalog);
