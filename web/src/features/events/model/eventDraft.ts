// What the event form holds while it is open: the strings of
// `EventFormInput` plus, per ticket type, its hidden switch, its stored id
// (kept on edit so that sold counts and issued tickets keep pointing at it)
// and its sold count.
import {
  DEFAULT_TIME_ZONE,
  EVENT_FORM_LIMITS,
  findCurrency,
  formatVatRate,
  millisToZonedLocal,
  minCapacityError,
  minorToMajorString,
  parseAmount,
  validateEventForm,
  type CurrencyCode,
  type EventCategory,
  type EventFormInput,
  type EventFormResult,
  type TicketTypeFormInput,
} from "@bawwaba/common";
import type { ManagedEvent, ManagedTicketType } from "../../../data/managedEvents";

export interface TicketTypeDraft extends TicketTypeFormInput {
  /** React key of the row, stable while the form is open. */
  key: string;
  /** The stored type's id; absent for a type added in this form. */
  id?: string;
  sold: number;
  hidden: boolean;
  vatRate: string;
  /** "" for none. */
  nameEn: string;
}

export interface EventDraft extends Omit<EventFormInput, "ticketTypes" | "waitingListOfferMinutes" | "titleEn" | "descriptionEn" | "venueEn"> {
  /** "" for the default. */
  waitingListOfferMinutes: string;
  /** The English pages' words (EnglishFields.tsx); "" for none. */
  titleEn: string;
  descriptionEn: string;
  venueEn: string;
  ticketTypes: TicketTypeDraft[];
}

/** What a new event starts with on a given page (the Qasr page presets its venue), and the organiser's currency. */
export interface NewEventDefaults {
  category?: EventCategory;
  venue?: string;
  /** Absent: riyals. */
  currency?: CurrencyCode;
}

/** A new type's VAT rate as the form shows it: the organiser's default (settings/organiser), else none. */
export const newTypeVatRate = (organiserVatRate: number | undefined) => formatVatRate(organiserVatRate ?? 0);

export function emptyTicketType(vatRate: string): TicketTypeDraft {
  return {
    key: crypto.randomUUID(),
    name: "",
    nameEn: "",
    price: "",
    capacity: "",
    perOrderLimit: "",
    salesStartsAt: "",
    salesEndsAt: "",
    sold: 0,
    hidden: false,
    vatRate,
  };
}

/** `vatRate`: what its first ticket type's VAT rate starts at (newTypeVatRate). */
export function newEventDraft(defaults: NewEventDefaults = {}, vatRate = newTypeVatRate(undefined)): EventDraft {
  return {
    title: "",
    description: "",
    category: defaults.category ?? "",
    venue: defaults.venue ?? "",
    startsAt: "",
    endsAt: "",
    timeZone: DEFAULT_TIME_ZONE,
    currency: defaults.currency ?? "SAR",
    titleEn: "",
    descriptionEn: "",
    venueEn: "",
    waitingListOfferMinutes: "",
    ticketTypes: [emptyTicketType(vatRate)],
  };
}

export function draftFromEvent(event: ManagedEvent): EventDraft {
  const local = (millis: number | undefined) => (millis === undefined ? "" : millisToZonedLocal(millis, event.timeZone));
  const currency = findCurrency(event.currency)?.code;
  const majorPrice = (type: ManagedTicketType) =>
    currency ? minorToMajorString(type.price, currency) : String(type.price);
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    venue: event.venue,
    startsAt: local(event.startsAtMillis),
    endsAt: local(event.endsAtMillis),
    timeZone: event.timeZone,
    currency: event.currency,
    titleEn: event.titleEn ?? "",
    descriptionEn: event.descriptionEn ?? "",
    venueEn: event.venueEn ?? "",
    waitingListOfferMinutes: event.waitingListOfferMinutes === undefined ? "" : String(event.waitingListOfferMinutes),
    ticketTypes: event.ticketTypes.map((type) => ({
      key: type.id,
      id: type.id,
      name: type.name,
      nameEn: type.nameEn ?? "",
      price: majorPrice(type),
      capacity: String(type.capacity),
      perOrderLimit: String(type.perOrderLimit),
      salesStartsAt: local(type.salesStartMillis),
      salesEndsAt: local(type.salesEndMillis),
      sold: type.sold,
      hidden: type.hidden === true,
      // A type made before VAT shows blank, and stays without a rate unless one is typed.
      vatRate: type.vatRate === undefined ? "" : formatVatRate(type.vatRate),
    })),
  };
}

/**
 * `validateEventForm`, plus the one rule it cannot know: a type's capacity
 * may not drop below the tickets already sold of it.
 */
export function validateDraft(draft: EventDraft): EventFormResult {
  const result = validateEventForm(draft);
  const errors = result.ok ? {} : { ...result.errors };
  draft.ticketTypes.forEach((type, index) => {
    const path = `ticketTypes.${index}.capacity`;
    const capacity = parseAmount(type.capacity, 0);
    const message = capacity.ok ? minCapacityError(capacity.minor, type.sold) : undefined;
    if (message && !errors[path]) errors[path] = message;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return result;
}

/** "العنوان (نسخة)", shortened so that the copy still fits the title limit. */
export function duplicateTitle(title: string, suffix: string): string {
  const room = EVENT_FORM_LIMITS.title - [...suffix].length;
  return [...title].slice(0, room).join("").trimEnd() + suffix;
}
