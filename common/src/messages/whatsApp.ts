// Arabic strings of the WhatsApp messages staff send (the box office's sale,
// a ticket from its page): staff pages only, so the shop does not download
// them. Latin digits, like formatMoney.
import { ticketCount } from "./tickets.js";

export const whatsAppMessages = {
  share: "مشاركة عبر واتساب",
  /** The box office's sale: one message for the order. */
  shareOrder: "إرسال التذاكر عبر واتساب",
  greeting: "تذكرتك من بوّابة 🎟️",
  orderGreeting: (count: number) => `طلبك من بوّابة: ${ticketCount(count)} 🎟️`,
  tickets: "التذاكر",
  linkLine: "رموز QR لتذاكرك في هذا الرابط الخاص، فلا تشاركه:",
  orderFooter: "اعرض رمز QR لكل تذكرة عند البوابة.",
  gateCodeFooter: "اعرض هذا الرمز لموظف البوابة ليكتبه.",
} as const;
