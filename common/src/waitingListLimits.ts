// The bounds of an event's `waitingListOfferMinutes`, how long a waiting-list
// offer holds its tickets (docs/product.md "Waiting lists"; firestore.rules
// checks the same). Apart from waitingListSchemas.ts, so that the event
// form's check (eventForm.ts), which every events page loads, does not bring
// the lists' schemas and words.
export const MIN_OFFER_MINUTES = 5;
export const MAX_OFFER_MINUTES = 1440;
