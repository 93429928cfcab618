// Validation of the event form (create and edit), shared by the web app (to
// show a message beside each field) and the functions. Every value arrives as
// the string the form holds; a valid form comes out as the data to store.
import { EVENT_CATEGORIES, type EventCategory } from "./eventCategories.js";
import { eventMessages } from "./messages/events.js";
import { currencyExponent, findCurrency, parseAmount, parseMoney, type CurrencyCode } from "./money.js";

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
  ticketTypes: TicketTypeFormInput[];
}

export interface TicketTypeFormInput {
  name: string;
  /** In major units as typed: "12.50", "١٢٫٥٠" (see `parseAmount`). */
  price: string;
  capacity: string;
  perOrderLimit: string;
  /** The optional sales window, in the event's time zone; "" for none. */
  salesStartsAt: string;
  salesEndsAt: string;
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
  };
  /** In the order of the form. */
  ticketTypes: TicketTypeFormValue[];
}

export interface TicketTypeFormValue {
  name: string;
  /** Integer, minor units of the event's currency. */
  price: number;
  capacity: number;
  perOrderLimit: number;
  salesStartMillis?: number;
  salesEndMillis?: number;
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

  const startsAtMillis = instant("startsAt", input.startsAt, messages.startRequired);
  const endsAtMillis = instant("endsAt", input.endsAt, messages.endRequired);
  if (startsAtMillis !== undefined && endsAtMillis !== undefined && endsAtMillis <= startsAtMillis) {
    fail("endsAt", messages.endNotAfterStart);
  }

  const currency = findCurrency(input.currency)?.code;
  if (!currency) fail("currency", messages.currencyRequired);

  if (input.ticketTypes.length === 0) fail("ticketTypes", messages.ticketTypesRequired);
  const ticketTypes = input.ticketTypes.map((type, index): TicketTypeFormValue | undefined => {
    const at = (field: keyof TicketTypeFormInput) => `ticketTypes.${index}.${field}`;
    const name = text(at("name"), type.name, EVENT_FORM_LIMITS.ticketTypeName, messages.ticketNameRequired);

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

    if (price === undefined || capacity === undefined || perOrderLimit === undefined) return undefined;
    return {
      name,
      price,
      capacity,
      perOrderLimit,
      // Absent rather than undefined: Firestore refuses undefined fields.
      ...(salesStartMillis !== undefined && { salesStartMillis }),
      ...(salesEndMillis !== undefined && { salesEndMillis }),
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
      event: { title, description, category, venue, startsAtMillis, endsAtMillis, timeZone: input.timeZone, currency },
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

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "invalid": not a date-time, or no such date (30 February); "skipped": in the hour a DST change skips. */
export type ZonedTimeError = "invalid" | "skipped";
export type ZonedTimeResult = { ok: true; millis: number } | { ok: false; error: ZonedTimeError };

// Years from 1000: Intl and Date.UTC read years below 100 differently.
const LOCAL_DATE_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
const DAY_MILLIS = 24 * 60 * 60 * 1000;

/**
 * The instant (epoch milliseconds) at which clocks in `timeZone` show the
 * wall-clock time `local` ("2026-12-01T19:00"). Across a DST change: a time
 * the clocks skip is refused ("skipped"); a time they show twice gives the
 * first of the two instants, as Temporal's default does. Throws a RangeError
 * for an unknown time zone (check with `isTimeZone`).
 */
export function zonedLocalToMillis(local: string, timeZone: string): ZonedTimeResult {
  if (!LOCAL_DATE_TIME.test(local)) return { ok: false, error: "invalid" };
  const withSeconds = local.length === "2026-12-01T19:00".length ? `${local}:00` : local;
  const wallAsUtc = Date.parse(`${withSeconds}Z`);
  // Date.parse refuses month 13 but may roll 30 February over into March:
  // a date-time that does not come back unchanged does not exist.
  if (Number.isNaN(wallAsUtc) || new Date(wallAsUtc).toISOString().slice(0, 19) !== withSeconds) {
    return { ok: false, error: "invalid" };
  }

  // The instant is the wall time minus the zone's UTC offset, but the offset
  // depends on the instant. Offset changes are more than two days apart, so
  // the offsets a day before and a day after are the only candidates; the
  // ones whose instant really shows `local` are the answers (none in a DST
  // gap, two in a DST overlap).
  const format = wallClockFormat(timeZone);
  const offsetAt = (millis: number) => wallClockAsUtc(millis, format) - millis;
  const candidates = [wallAsUtc - offsetAt(wallAsUtc - DAY_MILLIS), wallAsUtc - offsetAt(wallAsUtc + DAY_MILLIS)];
  const matching = candidates.filter((millis) => wallClockAsUtc(millis, format) === wallAsUtc);
  if (matching.length === 0) return { ok: false, error: "skipped" };
  return { ok: true, millis: Math.min(...matching) };
}

/** The wall-clock time clocks in `timeZone` show at `millis`, as a datetime-local value ("2026-12-01T19:00"). */
export function millisToZonedLocal(millis: number, timeZone: string): string {
  return new Date(wallClockAsUtc(millis, wallClockFormat(timeZone))).toISOString().slice(0, 16);
}

// Only used to read numbers back, so a fixed locale with Latin digits and the Gregorian calendar.
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
}

/** The wall-clock time at `millis` in the format's zone, as milliseconds if that time were UTC. */
function wallClockAsUtc(millis: number, format: Intl.DateTimeFormat): number {
  const parts = format.formatToParts(millis);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}
