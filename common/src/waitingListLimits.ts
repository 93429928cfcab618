// How long a waiting-list offer holds its tickets (docs/product.md "Waiting
// lists"): the event's `waitingListOfferMinutes`, within these bounds, or the
// default. Apart from waitingListSchemas.ts, which re-exports them, so that
// the event form's check (eventForm.ts), which every events page loads, does
// not bring the lists' schemas and words.

/** How long an offer holds its tickets when the event sets nothing (docs/product.md). */
export const DEFAULT_OFFER_MINUTES = 30;
export const MIN_OFFER_MINUTES = 5;
export const MAX_OFFER_MINUTES = 1440;
