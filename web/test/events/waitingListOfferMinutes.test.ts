// The event form's «مهلة عرض قائمة الانتظار (دقائق)»: blank keeps the
// default, 5..1440 whole minutes (Arabic digits too) are stored, anything
// else is refused beside the field; an edit shows the stored value again.
import { DEFAULT_OFFER_MINUTES, validateEventForm, waitingListEntryMessages } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import type { ManagedEvent } from "../../src/data/managedEvents";
import { draftFromEvent, newEventDraft, validateDraft } from "../../src/features/events/model/eventDraft";

const stored: ManagedEvent = {
  id: "e1",
  title: "أمسية",
  description: "",
  category: "party",
  venue: "القاعة",
  startsAtMillis: Date.UTC(2026, 11, 31, 17, 0),
  endsAtMillis: Date.UTC(2026, 11, 31, 21, 0),
  status: "published",
  currency: "SAR",
  timeZone: "Asia/Riyadh",
  waitingListOfferMinutes: 45,
  ticketTypes: [{ id: "t1", name: "عادي", price: 5000, capacity: 10, perOrderLimit: 4, sold: 0, sharded: false }],
};

const withMinutes = (minutes: string) => ({ ...draftFromEvent(stored), waitingListOfferMinutes: minutes });

describe("the waiting-list offer minutes", () => {
  it("starts blank on a new event and shows the stored minutes on an edit", () => {
    expect(newEventDraft().waitingListOfferMinutes).toBe("");
    expect(draftFromEvent(stored).waitingListOfferMinutes).toBe("45");
    expect(draftFromEvent({ ...stored, waitingListOfferMinutes: undefined }).waitingListOfferMinutes).toBe("");
  });

  it("stores nothing when blank (the default applies) and the number when given", () => {
    const blank = validateDraft(withMinutes("  "));
    expect(blank.ok && blank.value.event).not.toHaveProperty("waitingListOfferMinutes");
    for (const [typed, minutes] of [["5", 5], ["1440", 1440], ["٩٠", 90], [" 30 ", 30]] as const) {
      const result = validateDraft(withMinutes(typed));
      expect(result.ok && result.value.event.waitingListOfferMinutes, typed).toBe(minutes);
    }
  });

  it("refuses beside the field what is not 5..1440 whole minutes (as the rules do)", () => {
    for (const typed of ["4", "1441", "0", "30.5", "-10", "نصف ساعة"]) {
      const result = validateDraft(withMinutes(typed));
      expect(!result.ok && result.errors.waitingListOfferMinutes, typed).toBe(waitingListEntryMessages.offerMinutes);
    }
  });

  it("leaves forms without the field (the functions' callers) as they were", () => {
    const draft: Partial<ReturnType<typeof draftFromEvent>> = draftFromEvent(stored);
    delete draft.waitingListOfferMinutes;
    const result = validateEventForm(draft as Parameters<typeof validateEventForm>[0]);
    expect(result.ok && result.value.event).not.toHaveProperty("waitingListOfferMinutes");
    expect(DEFAULT_OFFER_MINUTES).toBe(30);
  });
});
