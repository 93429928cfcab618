// Arabic strings the box office's own pages add to the selling words
// (sales.ts, shared with the shop): the seller's recent sales and a sale
// opened again. Staff pages only, so the shop does not download them.
import { ticketCount } from "./tickets.js";

export const boxOfficeMessages = {
  recentSales: "مبيعاتي الأخيرة",
  /** A hidden type's mark (sold only with a code naming it, or by staff), beside the public ones. */
  invitationOnly: "بدعوة فقط",
  today: "اليوم",
  lastWeek: "آخر 7 أيام",
  noSales: "لا توجد مبيعات لك في هذه الفترة.",
  loadFailed: "تعذّر تحميل مبيعاتك. حاول مجددًا.",
  /** One sale in the list: when, its reference, the event, how many tickets, the total. */
  saleLine: (time: string, eventTitle: string, count: number, total: string) => `${time} · ${eventTitle} · ${ticketCount(count)} · ${total}`,
  openSale: (reference: string) => `افتح البيع ${reference}`,
  saleNotFound: "لم نجد هذا البيع بين مبيعاتك.",
  saleLoadFailed: "تعذّر تحميل هذا البيع. حاول مجددًا.",
} as const;
