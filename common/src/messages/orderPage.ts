// Arabic strings of what the order's private page offers once paid (a map of
// the venue, a calendar file, wallet passes, sharing, the tax invoice): that page's own chunk imports them,
// so the shop's first download does not. The rest of the page's words are
// the shop's (shop.ts `order`).
export const orderPageMessages = {
  venueOnMap: (venue: string) => `${venue}: افتح المكان على الخريطة`,
  addToCalendar: "أضف إلى التقويم",
  calendarFailed: "تعذّر إنشاء ملف التقويم. حاول مجددًا.",
  /** The calendar entry's description: the reference, and where the tickets are. */
  calendarNote: (reference: string | undefined) => `${reference ? `مرجع الطلب: ${reference}. ` : ""}تذاكرك في صفحة «تذاكري» على بوّابة.`,
  share: "مشاركة",
  /** The link to the order's tax invoice (its page's heading: invoicePage.ts). */
  invoice: "الفاتورة الضريبية",
  /** A ticket's wallet buttons (docs/product.md "Wallet passes"); `ticket` names it for screen readers ("التذكرة 1 من 2"). */
  appleWallet: "أضف إلى Apple Wallet",
  appleWalletFor: (ticket: string) => `أضف ${ticket} إلى Apple Wallet`,
  googleWallet: "احفظ في Google Wallet",
  googleWalletFor: (ticket: string) => `احفظ ${ticket} في Google Wallet`,
} as const;
