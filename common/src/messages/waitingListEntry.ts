// The waiting list's words a page shows before its own chunk loads: the
// sold-out type's button in the shop's checkout, the organiser's action
// beside an event and the event form's check of the offer's minutes (the
// events pages check drafts with eventForm.ts). A module of its own,
// importing nothing, so that no page downloads the rest (waitingList.ts)
// until it is opened.
export const waitingListEntryMessages = {
  /** In place of a sold-out type's quantity stepper. */
  notifyMe: "أعلمني عند توفرها",
  notifyMeLabel: (typeName: string) => `أعلمني عند توفر تذاكر «${typeName}»`,
  /** A sold-out type whose list the organiser paused. */
  paused: "قائمة الانتظار موقوفة",
  /** The events manager's action that opens an event's lists. */
  managerAction: "قائمة الانتظار",
  /** The event's `waitingListOfferMinutes` refused by the event form (eventForm.ts; the rules refuse it too). */
  offerMinutes: "مهلة العرض عدد صحيح من الدقائق بين 5 و1440.",
} as const;
