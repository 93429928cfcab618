// The waiting list of a sold-out ticket type: its documents and its
// callables' inputs and answers. Under `events/{eventId}/waitingLists/{typeId}`:
//  - `entries/{phone digits}`: one per verified phone, in the order people
//    joined; `waiting`, then `offered` when tickets freed up for them, then
//    `bought`, `lapsed` (the offer or its order ran out), `left` or `removed`.
//  - `offers/{offerId}`: tickets set aside for one entry for a while, taken
//    from the type's inventory shards when the offer is made (so the public
//    cannot buy them) and counted like a shard set of one shard
//    (`allotment`, `sold`): a purchase with the offer takes its tickets from
//    it instead of the type's inventory.
// Apart from documents.ts and callables.ts, so that only the functions and
// the pages that show a list download them.
import "./zodSetup.js";
import { z } from "zod/mini";
import { buyerLanguage, docId, email, optionalText, personName } from "./callables.js";
import { timestampSchema } from "./documents.js";
import { LANGUAGES } from "./locale.js";
import { SHOP_PATH } from "./orderLink.js";
import { callErrorMessages } from "./messages/callErrors.js";
import { inputMessages } from "./messages/inputErrors.js";
import { waitingListMessages } from "./messages/waitingList.js";

/**
 * How long an offer holds its tickets when the event sets nothing; the
 * event's `waitingListOfferMinutes` is 5 to 1440 (firestore.rules).
 */
export const DEFAULT_OFFER_MINUTES = 30;

export const WAITING_LIST_ENTRY_STATUSES = ["waiting", "offered", "bought", "lapsed", "removed", "left"] as const;
export type WaitingListEntryStatus = (typeof WAITING_LIST_ENTRY_STATUSES)[number];
/** An entry in these holds its place: the list stays open (and the public off the type) while any does. */
export const ACTIVE_ENTRY_STATUSES: readonly WaitingListEntryStatus[] = ["waiting", "offered"];

export const OFFER_STATUSES = ["open", "taken", "lapsed"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** `entries/{phone digits}`: written by the functions only. */
export const waitingListEntrySchema = z.object({
  uid: z.string(),
  /** E.164, as the buyer's sign-in verified it. */
  phone: z.string(),
  quantity: z.int().check(z.positive()),
  name: z.string(),
  email: z.optional(z.string()),
  /** When the phone joined (again): the list's order. */
  createdAt: timestampSchema,
  status: z.enum(WAITING_LIST_ENTRY_STATUSES),
  /** The entry's latest offer. */
  offer: z.optional(z.object({ id: z.string(), quantity: z.int().check(z.positive()), expiresAt: timestampSchema })),
  /** The web app's origin the phone joined from, for the offer's link in the e-mail. */
  shopOrigin: z.optional(z.string()),
  /** The language the phone joined in (locale.ts): the offer's e-mail is written in it. Absent: Arabic. */
  language: z.optional(z.enum(LANGUAGES)),
  /** Offers made to this phone on this type so far: the next offer's id is derived from it. */
  offers: z._default(z.int().check(z.nonnegative()), 0),
});
export type WaitingListEntryDoc = z.infer<typeof waitingListEntrySchema>;

/** `offers/{offerId}`: written by the functions only; a shard set of one shard (`index` 0). */
export const waitingListOfferSchema = z.object({
  eventId: z.string(),
  ticketTypeId: z.string(),
  entryId: z.string(),
  uid: z.string(),
  phone: z.string(),
  index: z.int(),
  allotment: z.int().check(z.nonnegative()),
  sold: z.int().check(z.nonnegative()),
  expiresAt: timestampSchema,
  status: z.enum(OFFER_STATUSES),
});
export type WaitingListOfferDoc = z.infer<typeof waitingListOfferSchema>;

/** The shop's link to buy with an offer: straight to a checkout prefilled from it. */
export const offerLinkPath = (eventId: string, offerId: string) =>
  `${SHOP_PATH}/${encodeURIComponent(eventId)}?offer=${encodeURIComponent(offerId)}`;

const wm = waitingListMessages.input;
const quantity = z.int({ error: () => wm.quantity }).check(z.minimum(1, { error: () => wm.quantity }), z.maximum(1000, { error: () => wm.quantity }));
const listOf = { eventId: docId, ticketTypeId: docId };

export const joinWaitingListInput = z.object(
  {
    ...listOf,
    quantity,
    name: personName(() => inputMessages.buyerName),
    email: optionalText(email),
    /** The page's language: the offer's e-mail is written in it. */
    language: buyerLanguage,
  },
  { error: () => callErrorMessages.invalidArgument },
);
export type JoinWaitingListInput = z.input<typeof joinWaitingListInput>;

export const leaveWaitingListInput = z.object(listOf, { error: () => callErrorMessages.invalidArgument });
export type LeaveWaitingListInput = z.input<typeof leaveWaitingListInput>;

export const setWaitingListPausedInput = z.object(
  { ...listOf, paused: z.boolean({ error: () => wm.paused }) },
  { error: () => callErrorMessages.invalidArgument },
);
export type SetWaitingListPausedInput = z.input<typeof setWaitingListPausedInput>;

export const removeWaitingListEntryInput = z.object(
  { ...listOf, entryId: z.string({ error: () => inputMessages.id }).check(z.regex(/^\d{7,15}$/, { error: () => inputMessages.id })) },
  { error: () => callErrorMessages.invalidArgument },
);
export type RemoveWaitingListEntryInput = z.input<typeof removeWaitingListEntryInput>;

/** What joinWaitingList, leaveWaitingList and removeWaitingListEntry answer: the entry's status now. */
export interface WaitingListEntryResult {
  status: WaitingListEntryStatus;
}

/** `/my-tickets`: the caller's entries, each with its open offer when it has one (listMyWaitingListOffers). */
export interface MyWaitingListEntry {
  eventId: string;
  eventTitle: string;
  /** The English title and type name, when the organiser gave them (localizedText.ts). */
  eventTitleEn?: string;
  ticketTypeNameEn?: string;
  /** The event's IANA zone, for the times shown (absent: DEFAULT_TIME_ZONE), as `MyOrder` carries it. */
  timeZone?: string;
  ticketTypeId: string;
  ticketTypeName: string;
  quantity: number;
  status: WaitingListEntryStatus;
  /** ISO 8601. */
  joinedAt: string;
  offer?: { offerId: string; quantity: number; expiresAt: string; link: string };
}
export interface MyWaitingListResult {
  entries: MyWaitingListEntry[];
}
