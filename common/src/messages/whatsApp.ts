// Arabic strings of the WhatsApp messages staff send (the box office's sale,
// a ticket from its page): staff pages only, so the shop does not download
// them. Latin digits, like formatMoney.
import { messages } from "./compiled/ar/whatsApp.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("whatsApp", messages);

export const whatsAppMessages = {
  get share() {
    return t("share");
  },
  /** The box office's sale: one message for the order. */
  get shareOrder() {
    return t("shareOrder");
  },
  get greeting() {
    return t("greeting");
  },
  orderGreeting: (count: number) => t("orderGreeting", { count }),
  get tickets() {
    return t("tickets");
  },
  get linkLine() {
    return t("linkLine");
  },
  get orderFooter() {
    return t("orderFooter");
  },
  get gateCodeFooter() {
    return t("gateCodeFooter");
  },
} as const;
