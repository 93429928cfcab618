// Arabic strings of the shop's pages as a link shows them before it is opened
// (functions/src/catalogue/shopPage/: the title, description and link previews of
// `/buy-tickets` and of an event's checkout), never shown inside the app.
export const shopPagesMessages = {
  /** The list of events on sale: the page's title and its preview's. */
  listTitle: "تذاكر الفعاليات | بوّابة",
  listDescription: "اشترِ تذاكر الفعاليات المعروضة للبيع الآن، وتصلك برموز QR فور الدفع.",
  /** An event's checkout. */
  eventTitle: (eventTitle: string) => `${eventTitle} | تذاكر بوّابة`,
  /** "الخميس، 31 ديسمبر 2026 في 8:00 م · ملعب الملك فهد · من 50 ر.س." */
  eventDescription: (date: string, venue: string, fromPrice: string | undefined) =>
    [date, venue, ...(fromPrice === undefined ? [] : [`ابتداءً من ${fromPrice}`])].join(" · "),
  /** An order's private page: the same words for every order, none of the buyer's. */
  orderTitle: "طلبك | بوّابة",
  orderDescription: "صفحة طلبك الخاصة وتذاكرك برموز QR.",
  /** The branded preview image's description. */
  imageAlt: "بوّابة: تذاكر الفعاليات",
};
