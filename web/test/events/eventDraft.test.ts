import { ar, EVENT_FORM_LIMITS } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  draftFromEvent,
  duplicateTitle,
  newEventDraft,
  newTypeVatRate,
  validateDraft,
  type EventDraft,
} from "../../src/features/events/model/eventDraft";
import type { ManagedEvent } from "../../src/data/managedEvents";

const stored: ManagedEvent = {
  id: "e1",
  title: "ليلة القصر",
  description: "أمسية",
  category: "qasr_party",
  venue: "القصر",
  // 2026-12-31 20:00 in Riyadh.
  startsAtMillis: Date.UTC(2026, 11, 31, 17, 0),
  endsAtMillis: Date.UTC(2026, 11, 31, 21, 0),
  status: "published",
  currency: "KWD",
  timeZone: "Asia/Riyadh",
  ticketTypes: [
    {
      id: "vip",
      name: "كبار الزوار",
      price: 12500,
      capacity: 50,
      perOrderLimit: 4,
      salesEndMillis: Date.UTC(2026, 11, 31, 15, 0),
      sold: 30,
      sharded: true,
    },
  ],
};

describe("newEventDraft", () => {
  it("starts empty in Riyadh time and riyals, with one ticket type to fill in", () => {
    const draft = newEventDraft();
    expect(draft).toMatchObject({ title: "", category: "", venue: "", timeZone: "Asia/Riyadh", currency: "SAR" });
    expect(draft.ticketTypes).toHaveLength(1);
  });

  it("starts in the organiser's currency when the settings name one", () => {
    expect(newEventDraft({ currency: "KWD" }).currency).toBe("KWD");
  });

  it("takes the page's defaults", () => {
    expect(newEventDraft({ category: "qasr_party", venue: "القصر" })).toMatchObject({
      category: "qasr_party",
      venue: "القصر",
    });
  });
});

describe("a ticket type's VAT rate", () => {
  it("starts a new type at the organiser's default, or at 0 without one", () => {
    expect(newEventDraft({}, newTypeVatRate(1500)).ticketTypes[0]!.vatRate).toBe("15");
    expect(newEventDraft({}, newTypeVatRate(250)).ticketTypes[0]!.vatRate).toBe("2.5");
    expect(newEventDraft({}, newTypeVatRate(undefined)).ticketTypes[0]!.vatRate).toBe("0");
    expect(newEventDraft().ticketTypes[0]!.vatRate).toBe("0");
  });

  it("shows a stored rate as a percentage, and a type made before VAT blank, each read back unchanged", () => {
    const taxed = { ...stored.ticketTypes[0]!, vatRate: 1500 };
    const before = { ...stored.ticketTypes[0]!, id: "old" };
    const draft = draftFromEvent({ ...stored, ticketTypes: [taxed, before] });
    expect(draft.ticketTypes.map((type) => type.vatRate)).toEqual(["15", ""]);
    const result = validateDraft(draft);
    expect(result.ok && result.value.ticketTypes[0]!.vatRate).toBe(1500);
    expect(result.ok && "vatRate" in result.value.ticketTypes[1]!).toBe(false);
  });

  it("stores 0 typed as 0 (no VAT, said so)", () => {
    const draft = draftFromEvent(stored);
    const result = validateDraft({ ...draft, ticketTypes: [{ ...draft.ticketTypes[0]!, vatRate: "0" }] });
    expect(result.ok && result.value.ticketTypes[0]!.vatRate).toBe(0);
  });
});

describe("draftFromEvent", () => {
  it("shows stored values as the organiser typed them: local times, major units", () => {
    const draft = draftFromEvent(stored);
    expect(draft).toMatchObject({ startsAt: "2026-12-31T20:00", endsAt: "2027-01-01T00:00", currency: "KWD" });
    expect(draft.ticketTypes[0]).toMatchObject({
      id: "vip",
      price: "12.500",
      capacity: "50",
      salesStartsAt: "",
      salesEndsAt: "2026-12-31T18:00",
      sold: 30,
    });
  });

  it("reads back to the stored event unchanged", () => {
    const result = validateDraft(draftFromEvent(stored));
    expect(result.ok && result.value.ticketTypes[0]).toMatchObject({ price: 12500, capacity: 50 });
    expect(result.ok && result.value.event.startsAtMillis).toBe(stored.startsAtMillis);
  });

  it("keeps a hidden type hidden, and a public one without the field", () => {
    const publicType = { ...stored.ticketTypes[0]!, id: "regular", name: "عادي" };
    const hiddenType = { ...stored.ticketTypes[0]!, hidden: true as const };
    const draft = draftFromEvent({ ...stored, ticketTypes: [publicType, hiddenType] });
    expect(draft.ticketTypes.map((type) => type.hidden)).toEqual([false, true]);
    const result = validateDraft(draft);
    expect(result.ok && result.value.ticketTypes[1]).toMatchObject({ hidden: true });
    expect(result.ok && "hidden" in result.value.ticketTypes[0]!).toBe(false);
  });
});

describe("the hidden switch", () => {
  const withHidden = (hidden: boolean): EventDraft => {
    const draft = draftFromEvent(stored);
    return { ...draft, ticketTypes: [{ ...draft.ticketTypes[0]!, hidden }] };
  };

  it("starts off on a new type", () => {
    expect(newEventDraft().ticketTypes[0]!.hidden).toBe(false);
  });

  it("hides the type when on, and leaves the field out when off", () => {
    const on = validateDraft(withHidden(true));
    expect(on.ok && on.value.ticketTypes[0]!.hidden).toBe(true);
    const off = validateDraft(withHidden(false));
    expect(off.ok && off.value.ticketTypes[0]).not.toHaveProperty("hidden");
  });
});

describe("validateDraft", () => {
  const withCapacity = (capacity: string): EventDraft => {
    const draft = draftFromEvent(stored);
    return { ...draft, ticketTypes: [{ ...draft.ticketTypes[0]!, capacity, perOrderLimit: "1" }] };
  };

  it("refuses a capacity below the tickets already sold", () => {
    const result = validateDraft(withCapacity("29"));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors["ticketTypes.0.capacity"]).toBe(ar.events.form.capacityBelowSold(30));
  });

  it("accepts a capacity equal to the tickets sold", () => {
    expect(validateDraft(withCapacity("30")).ok).toBe(true);
  });

  it("keeps the form's own message when the capacity is not a number", () => {
    const result = validateDraft(withCapacity("abc"));
    expect(!result.ok && result.errors["ticketTypes.0.capacity"]).toBe(ar.events.form.capacityInvalid);
  });
});

describe("duplicateTitle", () => {
  const suffix = ar.eventsAdmin.copySuffix;

  it("adds the suffix", () => {
    expect(duplicateTitle("ليلة القصر", suffix)).toBe(`ليلة القصر${suffix}`);
  });

  it("shortens a title at the limit so that the copy still fits", () => {
    const copy = duplicateTitle("ب".repeat(EVENT_FORM_LIMITS.title), suffix);
    expect([...copy]).toHaveLength(EVENT_FORM_LIMITS.title);
    expect(copy.endsWith(suffix)).toBe(true);
  });
});
