// Validation of the event form (create and edit), shared by the web app (to
// show a message beside each field) and the functions. Every value arrives as
// the string the form holds; a valid form comes out as the data to store.
import { EVENT_CATEGORIES, type EventCategory } from "./eventCategories.js";
import { eventMessages } from "./messages/events.js";
import { waitingListEntryMessages } from "./messages/waitingListEntry.js";
import { MAX_OFFER_MINUTES, MIN_OFFER_MINUTES } from "./waitingListLimits.js";
import { currencyExponent, findCurrency, parseAmount, parseMoney, type CurrencyCode } from "./money.js";
import { stripInvisible } from "./plainText.js";
import { parseVatRate } from "./tax.js";
import { isTimeZone, zonedLocalToMillis } from "./zonedTime.js";

export const EVENT_FORM_LIMITS = {
  title: 200,
  description: 5000,
  venue: 200,
  ticketTypeName: 100,
} as const;

/**
 * Date-times are wall-clock values as `<input type="datetime-local">` gives
 * them ("2026-12-01T19:00", seconds optional), read in the event's IANA time
 * zone ("Asia/Riyadh"): the organiser's local time, wherever the browser is.
 */
export interface EventFormInput {
  title: string;
  description: string;
  category: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  currency: string;
  /** The English pages' words (localizedText.ts), each optional: "" (or absent) for none. */
  titleEn?: string;
  descriptionEn?: string;
  venueEn?: string;
  /** How long a waiting-list offer holds its tickets, in minutes; "" (or absent) for the default. */
  waitingListOfferMinutes?: string;
  ticketTypes: TicketTypeFormInput[];
}

export interface TicketTypeFormInput {
  name: string;
  /** The English pages' name; "" (or absent) for none. */
  nameEn?: string;
  /** In major units as typed: "12.50", "١٢٫٥٠" (see `parseAmount`). */
  price: string;
  capacity: string;
  perOrderLimit: string;
  /** The optional sales window, in the event's time zone; "" for none. */
  salesStartsAt: string;
  salesEndsAt: string;
  /** Kept out of the public catalogue: sold only with a code naming it, or by staff (documents.ts `hidden`). */
  hidden?: boolean;
  /** The VAT in its price as a percentage as typed ("15", "٥", "2.5"); "" (or absent) for none recorded. */
  vatRate?: string;
}

export interface EventFormValue {
  event: {
    title: string;
    description: string;
    category: EventCategory;
    venue: string;
    startsAtMillis: number;
    endsAtMillis: number;
    /** Kept so that an edit form shows the times in the organiser's zone again. */
    timeZone: string;
    currency: CurrencyCode;
    /** Each absent when left blank. */
    titleEn?: string;
    descriptionEn?: string;
    venueEn?: string;
    /** Absent: the default (waitingListSchemas.ts DEFAULT_OFFER_MINUTES). */
    waitingListOfferMinutes?: number;
  };
  /** In the order of the form. */
  ticketTypes: TicketTypeFormValue[];
}

export interface TicketTypeFormValue {
  name: string;
  /** Absent when left blank. */
  nameEn?: string;
  /** Integer, minor units of the event's currency. */
  price: number;
  capacity: number;
  perOrderLimit: number;
  salesStartMillis?: number;
  salesEndMillis?: number;
  /** Only on a hidden type; a public one has no such field. */
  hidden?: true;
  /** Basis points (tax.ts); absent when the field was left blank. */
  vatRate?: number;
}

/** Arabic messages keyed by field path: "title", "ticketTypes.0.price"… */
export type EventFormErrors = Record<string, string>;

export type EventFormResult = { ok: true; value: EventFormValue } | { ok: false; errors: EventFormErrors };

export function validateEventForm(input: EventFormInput): EventFormResult {
  const messages = eventMessages.form;
  const errors: EventFormErrors = {};
  // The first problem found for a field is the one shown beside it.
  const fail = (path: string, message: string) => {
    errors[path] ??= message;
  };

  const text = (path: string, value: string, max: number, requiredMessage?: string) => {
    const trimmed = value.trim();
    if (requiredMessage && trimmed === "") fail(path, requiredMessage);
    else if (characterCount(trimmed) > max) fail(path, messages.tooLong(max));
    return trimmed;
  };
  /**
   * An optional English text (the English pages' words), held to its Arabic
   * field's limit; without invisible characters, which could reorder the
   * Arabic beside it. Undefined when blank, so that nothing is stored.
   */
  const englishText = (path: string, value: string | undefined, max: number) => {
    const kept = text(path, stripInvisible(value ?? ""), max);
    return kept === "" ? undefined : kept;
  };

  const timeZoneIsValid = isTimeZone(input.timeZone);
  if (!timeZoneIsValid) fail("timeZone", messages.timeZoneRequired);
  /** The instant, or undefined when the field is empty or refused. */
  const instant = (path: string, local: string, requiredMessage?: string) => {
    if (local.trim() === "") {
      if (requiredMessage) fail(path, requiredMessage);
      return undefined;
    }
    if (!timeZoneIsValid) return undefined;
    const result = zonedLocalToMillis(local.trim(), input.timeZone);
    if (result.ok) return result.millis;
    fail(path, eventMessages.dateTime[result.error]);
    return undefined;
  };

  /** A whole number of tickets ≥ 1, typed in any of the digits `parseAmount` reads. */
  const count = (path: string, value: string, requiredMessage: string, invalidMessage: string) => {
    const result = parseAmount(value, 0);
    if (result.ok && result.minor >= 1) return result.minor;
    fail(path, !result.ok && result.error === "empty" ? requiredMessage : invalidMessage);
    return undefined;
  };

  const title = text("title", input.title, EVENT_FORM_LIMITS.title, messages.titleRequired);
  const description = text("description", input.description, EVENT_FORM_LIMITS.description);
  const category = EVENT_CATEGORIES.find((known) => known === input.category);
  if (!category) fail("category", messages.categoryRequired);
  const venue = text("venue", input.venue, EVENT_FORM_LIMITS.venue, messages.venueRequired);
  const titleEn = englishText("titleEn", input.titleEn, EVENT_FORM_LIMITS.title);
  const descriptionEn = englishText("descriptionEn", input.descriptionEn, EVENT_FORM_LIMITS.description);
  const venueEn = englishText("venueEn", input.venueEn, EVENT_FORM_LIMITS.venue);

  const startsAtMillis = instant("startsAt", input.startsAt, messages.startRequired);
  const endsAtMillis = instant("endsAt", input.endsAt, messages.endRequired);
  if (startsAtMillis !== undefined && endsAtMillis !== undefined && endsAtMillis <= startsAtMillis) {
    fail("endsAt", messages.endNotAfterStart);
  }

  const currency = findCurrency(input.currency)?.code;
  if (!currency) fail("currency", messages.currencyRequired);

  // Blank keeps the default, which may change; a number is the organiser's own choice.
  let waitingListOfferMinutes: number | undefined;
  if ((input.waitingListOfferMinutes ?? "").trim() !== "") {
    const minutes = parseAmount(input.waitingListOfferMinutes!, 0);
    if (minutes.ok && minutes.minor >= MIN_OFFER_MINUTES && minutes.minor <= MAX_OFFER_MINUTES) waitingListOfferMinutes = minutes.minor;
    else fail("waitingListOfferMinutes", waitingListEntryMessages.offerMinutes);
  }

  if (input.ticketTypes.length === 0) fail("ticketTypes", messages.ticketTypesRequired);
  const ticketTypes = input.ticketTypes.map((type, index): TicketTypeFormValue | undefined => {
    const at = (field: keyof TicketTypeFormInput) => `ticketTypes.${index}.${field}`;
    const name = text(at("name"), type.name, EVENT_FORM_LIMITS.ticketTypeName, messages.ticketNameRequired);
    const nameEn = englishText(at("nameEn"), type.nameEn, EVENT_FORM_LIMITS.ticketTypeName);

    // Without a currency the number of decimals allowed is unknown; the currency field shows the error.
    let price: number | undefined;
    if (currency) {
      const result = parseMoney(type.price, currency);
      if (result.ok) price = result.minor;
      else if (result.error === "too_many_decimals") {
        fail(at("price"), eventMessages.price.too_many_decimals[currencyExponent(currency)]);
      } else fail(at("price"), eventMessages.price[result.error]);
    }

    const capacity = count(at("capacity"), type.capacity, messages.capacityRequired, messages.capacityInvalid);
    const perOrderLimit = count(
      at("perOrderLimit"),
      type.perOrderLimit,
      messages.perOrderLimitRequired,
      messages.perOrderLimitInvalid,
    );
    if (capacity !== undefined && perOrderLimit !== undefined && perOrderLimit > capacity) {
      fail(at("perOrderLimit"), messages.perOrderLimitAboveCapacity);
    }

    const salesStartMillis = instant(at("salesStartsAt"), type.salesStartsAt);
    const salesEndMillis = instant(at("salesEndsAt"), type.salesEndsAt);
    if (salesStartMillis !== undefined && salesEndMillis !== undefined && salesEndMillis <= salesStartMillis) {
      fail(at("salesEndsAt"), messages.salesEndNotAfterStart);
    }
    if (endsAtMillis !== undefined && salesStartMillis !== undefined && salesStartMillis >= endsAtMillis) {
      fail(at("salesStartsAt"), messages.salesStartNotBeforeEventEnd);
    }
    if (endsAtMillis !== undefined && salesEndMillis !== undefined && salesEndMillis > endsAtMillis) {
      fail(at("salesEndsAt"), messages.salesEndAfterEventEnd);
    }

    // Beside the price, and checked like it: a typed percentage (tax.ts parseVatRate), 0 allowed.
    let vatRate: number | undefined;
    if ((type.vatRate ?? "").trim() !== "") {
      vatRate = parseVatRate(type.vatRate!) ?? undefined;
      if (vatRate === undefined) fail(at("vatRate"), messages.vatRateInvalid);
    }

    if (price === undefined || capacity === undefined || perOrderLimit === undefined) return undefined;
    return {
      name,
      ...(nameEn !== undefined && { nameEn }),
      price,
      capacity,
      perOrderLimit,
      // Absent rather than undefined: Firestore refuses undefined fields.
      ...(salesStartMillis !== undefined && { salesStartMillis }),
      ...(salesEndMillis !== undefined && { salesEndMillis }),
      ...(type.hidden === true && { hidden: true as const }),
      ...(vatRate !== undefined && { vatRate }),
    };
  });

  // Each undefined value below has recorded an error; checking them again only narrows the types.
  const validTicketTypes = ticketTypes.filter((type) => type !== undefined);
  if (
    Object.keys(errors).length > 0 ||
    !category ||
    !currency ||
    startsAtMillis === undefined ||
    endsAtMillis === undefined ||
    validTicketTypes.length !== ticketTypes.length
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      event: {
        title,
        description,
        category,
        venue,
        startsAtMillis,
        endsAtMillis,
        timeZone: input.timeZone,
        currency,
        ...(titleEn !== undefined && { titleEn }),
        ...(descriptionEn !== undefined && { descriptionEn }),
        ...(venueEn !== undefined && { venueEn }),
        ...(waitingListOfferMinutes !== undefined && { waitingListOfferMinutes }),
      },
      ticketTypes: validTicketTypes,
    },
  };
}

/**
 * The message refusing a ticket type's new capacity when it is below the
 * tickets already sold of that type, or undefined when the capacity is fine.
 * The server checks this inside the transaction that changes the capacity.
 */
export function minCapacityError(requestedCapacity: number, soldCount: number): string | undefined {
  return requestedCapacity < soldCount ? eventMessages.form.capacityBelowSold(soldCount) : undefined;
}

/** Length as a person counts it: an emoji is one character, not two UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}
