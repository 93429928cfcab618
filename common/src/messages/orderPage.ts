// Arabic strings of what the order's private page offers once paid (a map of
// the venue, a calendar file, sharing): that page's own chunk imports them,
// so the shop's first download does not. The rest of the page's words are
// the shop's (shop.ts `order`).
export const orderPageMessages = {
  venueOnMap: (venue: string) => `${venue}: افتح المكان على الخريطة`,
  addToCalendar: "أضف إلى التقويم",
  calendarFailed: "تعذّر إنشاء ملف التقويم. حاول مجددًا.",
  /** The calendar entry's description: the reference, and where the tickets are. */
  calendarNote: (reference: string | undefined) => `${reference ? `مرجع الطلب: ${reference}. ` : ""}تذاكرك في صفحة «تذاكري» على بوّابة.`,
  share: "مشاركة",
} as const;
