import { describe, expect, it } from "vitest";
import {
  EVENT_FORM_LIMITS,
  minCapacityError,
  validateEventForm,
  type EventFormInput,
  type TicketTypeFormInput,
} from "../src/eventForm.js";
import { eventMessages } from "../src/messages/events.js";

const messages = eventMessages.form;
const ARABIC = /[\u0600-\u06ff]/;

function ticketType(overrides: Partial<TicketTypeFormInput> = {}): TicketTypeFormInput {
  return {
    name: "عادي",
    price: "150",
    capacity: "500",
    perOrderLimit: "10",
    salesStartsAt: "",
    salesEndsAt: "",
    ...overrides,
  };
}

function form(overrides: Partial<EventFormInput> = {}): EventFormInput {
  return {
    title: "حفلة رأس السنة",
    description: "أمسية موسيقية",
    category: "party",
    venue: "قصر الثقافة",
    startsAt: "2026-12-31T20:00",
    endsAt: "2027-01-01T01:00",
    timeZone: "Asia/Riyadh",
    currency: "SAR",
    ticketTypes: [ticketType()],
    ...overrides,
  };
}

/** The errors of a form that must be refused. */
function errorsOf(input: EventFormInput): Record<string, string> {
  const result = validateEventForm(input);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

const utc = (text: string) => Date.parse(`${text}Z`);

describe("validateEventForm: a valid form", () => {
  it("gives the data to store", () => {
    const result = validateEventForm(
      form({
        title: "  حفلة رأس السنة  ",
        ticketTypes: [
          ticketType({ name: " عادي ", price: "149.99" }),
          ticketType({
            name: "كبار الشخصيات",
            price: "١٢٠٠٫٥٠",
            capacity: "٥٠",
            perOrderLimit: "4",
            salesStartsAt: "2026-11-01T09:00",
            salesEndsAt: "2026-12-31T18:00",
          }),
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        event: {
          title: "حفلة رأس السنة",
          description: "أمسية موسيقية",
          category: "party",
          venue: "قصر الثقافة",
          startsAtMillis: utc("2026-12-31T17:00"),
          endsAtMillis: utc("2026-12-31T22:00"),
          timeZone: "Asia/Riyadh",
          currency: "SAR",
        },
        ticketTypes: [
          { name: "عادي", price: 14999, capacity: 500, perOrderLimit: 10 },
          {
            name: "كبار الشخصيات",
            price: 120050,
            capacity: 50,
            perOrderLimit: 4,
            salesStartMillis: utc("2026-11-01T06:00"),
            salesEndMillis: utc("2026-12-31T15:00"),
          },
        ],
      },
    });
  });

  it("leaves out an absent sales window instead of storing undefined", () => {
    const result = validateEventForm(form());
    expect(result.ok && Object.keys(result.value.ticketTypes[0]!)).toEqual([
      "name",
      "price",
      "capacity",
      "perOrderLimit",
    ]);
  });

  it("accepts a free ticket, an empty description and a one-sided sales window", () => {
    const result = validateEventForm(
      form({
        description: "   ",
        ticketTypes: [ticketType({ price: "0", salesStartsAt: "2026-12-01T00:00" })],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.event.description).toBe("");
    expect(result.value.ticketTypes[0]).toEqual({
      name: "عادي",
      price: 0,
      capacity: 500,
      perOrderLimit: 10,
      salesStartMillis: utc("2026-11-30T21:00"),
    });
  });

  it("reads prices in the currency's minor units", () => {
    const kwd = validateEventForm(form({ currency: "KWD", ticketTypes: [ticketType({ price: "12.345" })] }));
    expect(kwd.ok && kwd.value.ticketTypes[0]!.price).toBe(12345);
    const jpy = validateEventForm(form({ currency: "JPY", ticketTypes: [ticketType({ price: "5000" })] }));
    expect(jpy.ok && jpy.value.ticketTypes[0]!.price).toBe(5000);
  });

  it("accepts every limit exactly", () => {
    const result = validateEventForm(
      form({
        title: "ع".repeat(EVENT_FORM_LIMITS.title),
        description: "و".repeat(EVENT_FORM_LIMITS.description),
        venue: "ق".repeat(EVENT_FORM_LIMITS.venue),
        ticketTypes: [
          ticketType({ name: "ن".repeat(EVENT_FORM_LIMITS.ticketTypeName), capacity: "1", perOrderLimit: "1" }),
        ],
      }),
    );
    expect(result.ok).toBe(true);
  });

  it("counts an emoji as one character", () => {
    expect(validateEventForm(form({ title: "🎉".repeat(EVENT_FORM_LIMITS.title) })).ok).toBe(true);
  });

  it("lets sales end exactly when the event ends", () => {
    const result = validateEventForm(form({ ticketTypes: [ticketType({ salesEndsAt: "2027-01-01T01:00" })] }));
    expect(result.ok).toBe(true);
  });
});

describe("validateEventForm: a ticket type's VAT rate", () => {
  const vatRateOf = (vatRate: string | undefined) => {
    const result = validateEventForm(form({ ticketTypes: [ticketType({ vatRate })] }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value.ticketTypes[0]!.vatRate;
  };

  it("stores a typed percentage in basis points, 0 included, in any digits", () => {
    expect(vatRateOf("15")).toBe(1500);
    expect(vatRateOf(" ١٥ ")).toBe(1500);
    expect(vatRateOf("2.5")).toBe(250);
    expect(vatRateOf("0")).toBe(0);
    expect(vatRateOf("50")).toBe(5000);
  });

  it("leaves the rate out when the field is blank or absent (a type made before VAT)", () => {
    expect(vatRateOf("")).toBeUndefined();
    expect(vatRateOf(undefined)).toBeUndefined();
    const result = validateEventForm(form({ ticketTypes: [ticketType({ vatRate: " " })] }));
    expect(result.ok && "vatRate" in result.value.ticketTypes[0]!).toBe(false);
  });
});

describe("validateEventForm: bad input", () => {
  it("refuses an empty form with an Arabic message for each field", () => {
    const errors = errorsOf({
      title: "",
      description: "",
      category: "",
      venue: "",
      startsAt: "",
      endsAt: "",
      timeZone: "",
      currency: "",
      ticketTypes: [],
    });
    expect(errors).toEqual({
      title: messages.titleRequired,
      category: messages.categoryRequired,
      venue: messages.venueRequired,
      startsAt: messages.startRequired,
      endsAt: messages.endRequired,
      timeZone: messages.timeZoneRequired,
      currency: messages.currencyRequired,
      ticketTypes: messages.ticketTypesRequired,
    });
    for (const message of Object.values(errors)) expect(message).toMatch(ARABIC);
  });

  it("refuses an empty ticket type field by field", () => {
    const errors = errorsOf(
      form({
        ticketTypes: [ticketType({ name: "", price: "", capacity: "", perOrderLimit: "" })],
      }),
    );
    expect(errors).toEqual({
      "ticketTypes.0.name": messages.ticketNameRequired,
      "ticketTypes.0.price": eventMessages.price.empty,
      "ticketTypes.0.capacity": messages.capacityRequired,
      "ticketTypes.0.perOrderLimit": messages.perOrderLimitRequired,
    });
  });

  it("refuses a title of spaces", () => {
    expect(errorsOf(form({ title: " \t " }))).toEqual({ title: messages.titleRequired });
  });

  it("refuses a 10,000-character title", () => {
    expect(errorsOf(form({ title: "ا".repeat(10_000) }))).toEqual({
      title: messages.tooLong(EVENT_FORM_LIMITS.title),
    });
  });

  it("refuses each text one character over its limit", () => {
    const errors = errorsOf(
      form({
        title: "x".repeat(EVENT_FORM_LIMITS.title + 1),
        description: "x".repeat(EVENT_FORM_LIMITS.description + 1),
        venue: "x".repeat(EVENT_FORM_LIMITS.venue + 1),
        ticketTypes: [ticketType({ name: "x".repeat(EVENT_FORM_LIMITS.ticketTypeName + 1) })],
      }),
    );
    expect(errors).toEqual({
      title: messages.tooLong(200),
      description: messages.tooLong(5000),
      venue: messages.tooLong(200),
      "ticketTypes.0.name": messages.tooLong(100),
    });
  });

  it.each(["concert", "Party", "qasr party", "toString"])("refuses category %j", (category) => {
    expect(errorsOf(form({ category }))).toEqual({ category: messages.categoryRequired });
  });

  it.each(["sar", "XYZ", "SAR ", "ريال"])("refuses currency %j", (currency) => {
    expect(errorsOf(form({ currency }))).toEqual({ currency: messages.currencyRequired });
  });

  it.each(["Mars/Base", "Riyadh", "GMT+99"])("refuses time zone %j", (timeZone) => {
    expect(errorsOf(form({ timeZone }))).toEqual({ timeZone: messages.timeZoneRequired });
  });

  it("refuses an end before the start, and an end equal to it", () => {
    expect(errorsOf(form({ endsAt: "2026-12-31T19:59" }))).toEqual({ endsAt: messages.endNotAfterStart });
    expect(errorsOf(form({ endsAt: "2026-12-31T20:00" }))).toEqual({ endsAt: messages.endNotAfterStart });
  });

  it.each(["2026-02-30T10:00", "2026-13-01T10:00", "2026-12-01T24:00", "2026-12-01 19:00", "01/12/2026", "غدًا"])(
    "refuses start %j as not a date-time",
    (startsAt) => {
      expect(errorsOf(form({ startsAt }))).toEqual({ startsAt: eventMessages.dateTime.invalid });
    },
  );

  it("refuses a start in the hour a DST change skips", () => {
    expect(
      errorsOf(form({ timeZone: "Europe/London", startsAt: "2026-03-29T01:30", endsAt: "2026-03-29T05:00" })),
    ).toEqual({ startsAt: eventMessages.dateTime.skipped });
  });

  it.each([
    ["abc", "not_a_number"],
    ["12,50", "separator"],
    ["-5", "negative"],
    ["1e3", "not_a_number"],
    ["100000000000000", "too_large"],
  ] as const)("refuses price %j with its message", (price, code) => {
    expect(errorsOf(form({ ticketTypes: [ticketType({ price })] }))).toEqual({
      "ticketTypes.0.price": eventMessages.price[code],
    });
  });

  it("names the decimals the currency allows", () => {
    const price = (currency: string, value: string) =>
      errorsOf(form({ currency, ticketTypes: [ticketType({ price: value })] }))["ticketTypes.0.price"];
    expect(price("SAR", "12.345")).toBe(eventMessages.price.too_many_decimals[2]);
    expect(price("KWD", "1.2345")).toBe(eventMessages.price.too_many_decimals[3]);
    expect(price("JPY", "1.5")).toBe(eventMessages.price.too_many_decimals[0]);
  });

  it("does not judge prices while the currency is missing", () => {
    expect(errorsOf(form({ currency: "", ticketTypes: [ticketType({ price: "abc" })] }))).toEqual({
      currency: messages.currencyRequired,
    });
  });

  it.each(["0", "abc", "1.5", "-3", "1,000", "٠", "9007199254740992"])("refuses capacity %j", (capacity) => {
    expect(errorsOf(form({ ticketTypes: [ticketType({ capacity, perOrderLimit: "1" })] }))).toEqual({
      "ticketTypes.0.capacity": messages.capacityInvalid,
    });
  });

  it.each(["0", "abc", "2.5", "-1"])("refuses per-order limit %j", (perOrderLimit) => {
    expect(errorsOf(form({ ticketTypes: [ticketType({ perOrderLimit })] }))).toEqual({
      "ticketTypes.0.perOrderLimit": messages.perOrderLimitInvalid,
    });
  });

  it("refuses a per-order limit above the capacity", () => {
    expect(errorsOf(form({ ticketTypes: [ticketType({ capacity: "5", perOrderLimit: "6" })] }))).toEqual({
      "ticketTypes.0.perOrderLimit": messages.perOrderLimitAboveCapacity,
    });
    expect(validateEventForm(form({ ticketTypes: [ticketType({ capacity: "5", perOrderLimit: "5" })] })).ok).toBe(
      true,
    );
  });

  it("refuses a sales window that ends before it starts or after the event", () => {
    const errors = errorsOf(
      form({
        ticketTypes: [
          ticketType({ salesStartsAt: "2026-12-10T10:00", salesEndsAt: "2026-12-10T10:00" }),
          ticketType({ salesEndsAt: "2027-01-01T01:01" }),
          ticketType({ salesStartsAt: "2027-01-01T01:00" }),
          ticketType({ salesStartsAt: "2026-02-30T10:00" }),
        ],
      }),
    );
    expect(errors).toEqual({
      "ticketTypes.0.salesEndsAt": messages.salesEndNotAfterStart,
      "ticketTypes.1.salesEndsAt": messages.salesEndAfterEventEnd,
      "ticketTypes.2.salesStartsAt": messages.salesStartNotBeforeEventEnd,
      "ticketTypes.3.salesStartsAt": eventMessages.dateTime.invalid,
    });
  });

  it.each(["50.01", "-1", "abc", "15.555", "1,5"])("refuses the VAT rate %j beside the type's field", (vatRate) => {
    expect(errorsOf(form({ ticketTypes: [ticketType(), ticketType({ vatRate })] }))).toEqual({
      "ticketTypes.1.vatRate": messages.vatRateInvalid,
    });
  });

  it("keys errors by the index of the ticket type", () => {
    const errors = errorsOf(
      form({ ticketTypes: [ticketType(), ticketType({ capacity: "0" }), ticketType({ name: "" })] }),
    );
    expect(Object.keys(errors)).toEqual(["ticketTypes.1.capacity", "ticketTypes.2.name"]);
  });

  it("shows one message per field: the first problem found", () => {
    // The sales end is both before the sales start and after the event end.
    const errors = errorsOf(
      form({ ticketTypes: [ticketType({ salesStartsAt: "2027-01-02T00:00", salesEndsAt: "2027-01-01T12:00" })] }),
    );
    expect(errors).toEqual({
      "ticketTypes.0.salesEndsAt": messages.salesEndNotAfterStart,
      "ticketTypes.0.salesStartsAt": messages.salesStartNotBeforeEventEnd,
    });
  });
});

describe("minCapacityError", () => {
  it("refuses a capacity below the tickets sold, in Arabic", () => {
    expect(minCapacityError(40, 41)).toBe(messages.capacityBelowSold(41));
    expect(minCapacityError(40, 41)).toMatch(ARABIC);
    expect(minCapacityError(40, 41)).toContain("41");
  });

  it("accepts a capacity equal to or above the tickets sold", () => {
    expect(minCapacityError(41, 41)).toBeUndefined();
    expect(minCapacityError(100, 0)).toBeUndefined();
  });
});

describe("validateEventForm: the English words", () => {
  it("are optional: a form without them stores none", () => {
    const result = validateEventForm(form());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.event).not.toHaveProperty("titleEn");
    expect(result.value.event).not.toHaveProperty("descriptionEn");
    expect(result.value.event).not.toHaveProperty("venueEn");
    expect(result.value.ticketTypes[0]).not.toHaveProperty("nameEn");
  });

  it("are stored trimmed, blank ones left out", () => {
    const result = validateEventForm(
      form({
        titleEn: "  New Year's Eve  ",
        descriptionEn: "An evening of music",
        venueEn: "   ",
        ticketTypes: [ticketType({ nameEn: " Standard " })],
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.event).toMatchObject({ titleEn: "New Year's Eve", descriptionEn: "An evening of music" });
    expect(result.value.event).not.toHaveProperty("venueEn");
    expect(result.value.ticketTypes[0]).toMatchObject({ nameEn: "Standard" });
  });

  it("are held to the Arabic fields' limits, with the message beside the field", () => {
    const errors = errorsOf(
      form({
        titleEn: "a".repeat(EVENT_FORM_LIMITS.title + 1),
        descriptionEn: "a".repeat(EVENT_FORM_LIMITS.description + 1),
        venueEn: "a".repeat(EVENT_FORM_LIMITS.venue + 1),
        ticketTypes: [ticketType({ nameEn: "a".repeat(EVENT_FORM_LIMITS.ticketTypeName + 1) })],
      }),
    );
    expect(errors.titleEn).toBe(messages.tooLong(EVENT_FORM_LIMITS.title));
    expect(errors.descriptionEn).toBe(messages.tooLong(EVENT_FORM_LIMITS.description));
    expect(errors.venueEn).toBe(messages.tooLong(EVENT_FORM_LIMITS.venue));
    expect(errors["ticketTypes.0.nameEn"]).toBe(messages.tooLong(EVENT_FORM_LIMITS.ticketTypeName));
  });

  it("lose invisible characters, as plain text", () => {
    const result = validateEventForm(form({ titleEn: "\u202EConcert\u200B" }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.event.titleEn).toBe("Concert");
  });
});
