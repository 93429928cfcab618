import { ar, type SalesSummary } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { breakdownRows } from "../../src/features/dashboard/model/breakdowns";

const figures = { tickets: 3, revenue: [], vat: [], refunded: [] };
const summary: SalesSummary = {
  ...figures,
  days: [],
  channels: [],
  types: [],
  sellers: [
    { uid: "u1", email: "sales@bawwaba.test", ...figures },
    { uid: "u2", email: "Old.Seller@bawwaba.test", ...figures },
    { uid: "u3", ...figures },
  ],
  codes: [
    { eventId: "e1", code: "EID25", ...figures },
    { eventId: "e2", code: "VIP", ...figures },
  ],
};

describe("the dashboard's sellers", () => {
  it("are named by their staff record's name, else by e-mail, else as unknown", () => {
    const names = new Map([["sales@bawwaba.test", "سعاد الحربي"]]);
    expect(breakdownRows(summary, [], true, names).sellers.map((row) => row.name)).toEqual([
      "سعاد الحربي",
      "Old.Seller@bawwaba.test",
      ar.dashboard.breakdown.unknownSeller,
    ]);
  });

  it("find their name whatever the case of the e-mail the sale recorded (records are keyed lower-cased)", () => {
    const names = new Map([["old.seller@bawwaba.test", "خالد"]]);
    expect(breakdownRows(summary, [], true, names).sellers[1]!.name).toBe("خالد");
  });
});

describe("the dashboard's promo codes", () => {
  it("are named by their code, with the event's title when every event is shown", () => {
    const event = { startsAtMillis: 0, timeZone: "Asia/Riyadh", currency: "SAR" };
    const events = [
      { id: "e1", title: "ديربي العاصمة", ...event },
      { id: "e2", title: "حفل الشتاء", ...event },
    ];
    expect(breakdownRows(summary, events, true).codes.map((row) => row.name)).toEqual([
      ar.dashboard.breakdown.typeOfEvent("EID25", "ديربي العاصمة"),
      ar.dashboard.breakdown.typeOfEvent("VIP", "حفل الشتاء"),
    ]);
    expect(breakdownRows(summary, events, false).codes.map((row) => row.name)).toEqual(["EID25", "VIP"]);
  });
});
