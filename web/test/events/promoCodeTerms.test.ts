import { ar, formatDateTime, formatMoney, type PromoCodeDoc } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { at, event } from "./promoCodeFixtures";
import {
  describePromoCode,
  promoCodeStateAt,
  promoCodeStateLabel,
  toPromoCodeView,
  type PromoCodeView,
} from "../../src/features/events/promoCodes/model/promoCodeTerms";

const m = ar.promoCodes.manager;



const code = (overrides: Partial<PromoCodeView> = {}): PromoCodeView => ({
  code: "RAMADAN20",
  label: "Ramadan-20",
  ticketTypeIds: [],
  discount: { kind: "percent", percent: 20 },
  active: true,
  used: 7,
  usesAllowed: 100,
  ...overrides,
});

describe("toPromoCodeView", () => {
  it("sums the uses over the code's shards and reads its dates as milliseconds", () => {
    const doc: PromoCodeDoc = {
      label: "Ramadan-20",
      ticketTypeIds: ["regular"],
      discount: { kind: "percent", percent: 20 },
      maxUses: 100,
      validUntil: at(Date.UTC(2026, 11, 31, 21, 0)),
      active: false,
      createdAt: at(Date.UTC(2026, 0, 1)),
      createdBy: "owner",
      useShards: 3,
    };
    const shards = [
      { index: 0, allotment: 34, sold: 3 },
      { index: 1, allotment: 33, sold: 4 },
      { index: 2, allotment: 33, sold: 0 },
    ];
    expect(toPromoCodeView("RAMADAN20", doc, shards)).toEqual({
      code: "RAMADAN20",
      label: "Ramadan-20",
      ticketTypeIds: ["regular"],
      discount: { kind: "percent", percent: 20 },
      priceFloor: undefined,
      perOrderLimit: undefined,
      validFromMillis: undefined,
      validUntilMillis: Date.UTC(2026, 11, 31, 21, 0),
      active: false,
      used: 7,
      usesAllowed: 100,
    });
  });

  it("counts nothing used before any shard has arrived", () => {
    const doc = { label: "X1Y", ticketTypeIds: [], maxUses: 5, active: true, createdAt: at(0), createdBy: "owner", useShards: 1 };
    expect(toPromoCodeView("X1Y", doc, [])).toMatchObject({ used: 0, usesAllowed: 0 });
  });
});

describe("describePromoCode", () => {
  it("says a percentage off every public type, and its uses", () => {
    expect(describePromoCode(code(), event)).toEqual({
      effect: m.percentOff(20),
      appliesTo: m.appliesToPublic,
      uses: m.uses(7, 100),
      conditions: [],
    });
    expect(m.uses(7, 100)).toBe("استُخدم 7 من 100");
  });

  it("says an amount off in the event's money, on the types it names", () => {
    const terms = describePromoCode(code({ discount: { kind: "amount", amount: 5000 }, ticketTypeIds: ["regular"] }), event);
    expect(terms.effect).toBe(m.amountOff(formatMoney(5000, "SAR")));
    expect(terms.appliesTo).toBe(m.appliesTo("عادي"));
  });

  it("names the hidden types an access code opens", () => {
    const terms = describePromoCode(code({ discount: undefined, ticketTypeIds: ["vip"] }), event);
    expect(terms.effect).toBe(m.unlocks("كبار الزوار"));
    expect(terms.appliesTo).toBe(m.appliesTo("كبار الزوار"));
  });

  it("says both when a code takes money off and opens a hidden type", () => {
    const terms = describePromoCode(code({ ticketTypeIds: ["regular", "vip"] }), event);
    expect(terms.effect).toBe(`${m.percentOff(20)} · ${m.unlocks("كبار الزوار")}`);
    expect(terms.appliesTo).toBe(m.appliesTo("عادي، كبار الزوار"));
  });

  it("names a type the event no longer has as removed", () => {
    expect(describePromoCode(code({ ticketTypeIds: ["gone"] }), event).appliesTo).toBe(m.appliesTo(m.removedType));
  });

  it("lists the per-order limit, the price floor and the window in the event's zone", () => {
    const from = Date.UTC(2026, 11, 1, 9, 0);
    const until = Date.UTC(2026, 11, 31, 21, 0);
    const terms = describePromoCode(
      code({ perOrderLimit: 2, priceFloor: 1000, validFromMillis: from, validUntilMillis: until }),
      event,
    );
    expect(terms.conditions).toEqual([
      m.perOrderLimit(2),
      m.priceFloor(formatMoney(1000, "SAR")),
      m.validity(
        `${m.validFrom(formatDateTime(from, "Asia/Riyadh"))} ${m.validUntil(formatDateTime(until, "Asia/Riyadh"))}`,
        ar.eventsAdmin.timeZones["Asia/Riyadh"],
      ),
    ]);
    // 21:00 UTC is midnight in Riyadh: the window is said in the event's time.
    expect(terms.conditions[2]).toContain("1 يناير 2027");
  });

  it("says only the end of a window that has no start", () => {
    const until = Date.UTC(2026, 11, 31, 21, 0);
    const [window] = describePromoCode(code({ validUntilMillis: until }), event).conditions;
    expect(window).toBe(m.validity(m.validUntil(formatDateTime(until, "Asia/Riyadh")), ar.eventsAdmin.timeZones["Asia/Riyadh"]));
  });
});

describe("a code's state, in words", () => {
  const FROM = Date.UTC(2026, 11, 1, 6, 0);
  const UNTIL = Date.UTC(2026, 11, 31, 21, 0);
  const window = { validFromMillis: FROM, validUntilMillis: UNTIL };

  it("is usable, paused, not started or ended, as the functions decide", () => {
    expect(promoCodeStateAt({ active: true, ...window }, FROM)).toBe("usable");
    expect(promoCodeStateAt({ active: true, ...window }, FROM - 1)).toBe("not_started");
    expect(promoCodeStateAt({ active: true, ...window }, UNTIL)).toBe("ended");
    expect(promoCodeStateAt({ active: false, ...window }, FROM)).toBe("paused");
    expect(promoCodeStateAt({ active: true }, 0)).toBe("usable");
  });

  it("has an Arabic label for each state; paused says so before the window does", () => {
    expect(promoCodeStateLabel({ active: true, ...window }, FROM)).toBe("فعّال");
    expect(promoCodeStateLabel({ active: false, ...window }, UNTIL + 1)).toBe("موقوف");
    expect(promoCodeStateLabel({ active: true, ...window }, FROM - 1)).toBe("لم يبدأ");
    expect(promoCodeStateLabel({ active: true, ...window }, UNTIL + 1)).toBe("انتهى");
    expect(m.states).toEqual({ usable: "فعّال", paused: "موقوف", not_started: "لم يبدأ", ended: "انتهى" });
  });
});
