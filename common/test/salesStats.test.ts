import { describe, expect, it } from "vitest";
import { admissionTotals, admittedIn } from "../src/admissions.js";
import {
  daysFrom,
  inDayRange,
  isDayKey,
  salesDayOf,
  salesStatsShardSchema,
  salesStatsUpdate,
  shiftDay,
  summarizeSales,
  type SaleLine,
  type SalesStatsShardDoc,
} from "../src/salesStats.js";
import { salesReportRows } from "../src/salesReport.js";

/** What Firestore does with a merge set of increments: adds every leaf into the shard. */
function applyUpdate(shard: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(update)) {
    if (typeof value === "number") shard[key] = ((shard[key] as number | undefined) ?? 0) + value;
    else if (typeof value === "object" && value !== null) {
      shard[key] = applyUpdate((shard[key] as Record<string, unknown> | undefined) ?? {}, value as Record<string, unknown>);
    } else shard[key] = value;
  }
  return shard;
}

/** Shards of events built from sale lines, each write to shard `index % shards`, as the functions would. */
function shardsFrom(writes: { eventId: string; currency: string; lines: SaleLine[] }[], shards = 3): SalesStatsShardDoc[] {
  const docs = new Map<string, Record<string, unknown>>();
  writes.forEach(({ eventId, currency, lines }, index) => {
    const key = `${eventId}/${index % shards}`;
    const update = salesStatsUpdate({ eventId, currency }, lines, (amount) => amount);
    docs.set(key, applyUpdate(docs.get(key) ?? {}, { ...update }));
  });
  return [...docs.values()].map((doc) => salesStatsShardSchema.parse(doc));
}

const line = (overrides: Partial<SaleLine>): SaleLine => ({
  day: "2026-11-20",
  channel: "box_office",
  ticketTypeId: "regular",
  ticketTypeName: "عادي",
  sellerUid: "seller-1",
  sellerEmail: "one@bawwaba.test",
  tickets: 1,
  revenue: 5000,
  ...overrides,
});

describe("days", () => {
  it("keys a sale by its calendar day in the event's zone", () => {
    const lateEvening = Date.UTC(2026, 11, 31, 22, 30); // 01:30 on 1 January in Riyadh
    expect(salesDayOf(lateEvening, "Asia/Riyadh")).toBe("2027-01-01");
    expect(salesDayOf(lateEvening, "UTC")).toBe("2026-12-31");
    expect(salesDayOf(lateEvening, "Africa/Casablanca")).toBe("2026-12-31");
    // No zone: the default one (Riyadh).
    expect(salesDayOf(lateEvening)).toBe("2027-01-01");
  });

  it("counts and shifts days across months, years and leap days", () => {
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDay("2026-11-20", -29)).toBe("2026-10-22");
    expect(daysFrom("2026-10-22", "2026-11-20")).toBe(29);
    expect(daysFrom("2026-11-20", "2026-11-20")).toBe(0);
    expect(isDayKey("2026-02-29")).toBe(false);
    expect(isDayKey("2028-02-29")).toBe(true);
    expect(isDayKey("2026-1-5")).toBe(false);
  });

  it("treats range bounds as included and open ends as unbounded", () => {
    expect(inDayRange("2026-11-20", { from: "2026-11-20", to: "2026-11-20" })).toBe(true);
    expect(inDayRange("2026-11-21", { from: "2026-11-20", to: "2026-11-20" })).toBe(false);
    expect(inDayRange("1999-01-01", { to: "2026-11-20" })).toBe(true);
    expect(inDayRange("2099-01-01", {})).toBe(true);
  });
});

describe("salesStatsUpdate", () => {
  it("adds the lines of one write up per day, channel, type and seller, each leaf wrapped", () => {
    const update = salesStatsUpdate(
      { eventId: "e1", currency: "SAR" },
      [line({ tickets: 2, revenue: 10000 }), line({ ticketTypeId: "vip", ticketTypeName: "كبار الزوار", revenue: 25000 })],
      (amount) => ({ increment: amount }),
    );
    expect(update).toEqual({
      eventId: "e1",
      currency: "SAR",
      days: {
        "2026-11-20": {
          tickets: { increment: 3 },
          revenue: { increment: 35000 },
          channels: { box_office: { tickets: { increment: 3 }, revenue: { increment: 35000 } } },
          types: {
            regular: { tickets: { increment: 2 }, revenue: { increment: 10000 } },
            vip: { tickets: { increment: 1 }, revenue: { increment: 25000 } },
          },
          sellers: { "seller-1": { tickets: { increment: 3 }, revenue: { increment: 35000 } } },
        },
      },
      typeNames: { regular: "عادي", vip: "كبار الزوار" },
      sellerEmails: { "seller-1": "one@bawwaba.test" },
    });
  });

  it("ranks no seller for online sales", () => {
    const update = salesStatsUpdate({ eventId: "e1", currency: "SAR" }, [line({ channel: "online", sellerUid: "shop" })], (amount) => amount);
    // No `sellers: {}` at all: in a merge set an empty map would wipe the day's sellers.
    expect(update.days["2026-11-20"]).not.toHaveProperty("sellers");
    expect(update.days["2026-11-20"]!.channels).toEqual({ online: { tickets: 1, revenue: 5000 } });
    expect(update.sellerEmails).toBeUndefined();
  });

  it("writes no names it does not know (a void)", () => {
    const update = salesStatsUpdate(
      { eventId: "e1", currency: "SAR" },
      [line({ ticketTypeName: undefined, sellerEmail: undefined, tickets: -1, revenue: -5000 })],
      (amount) => amount,
    );
    expect(update.typeNames).toBeUndefined();
    expect(update.sellerEmails).toBeUndefined();
    expect(update.days["2026-11-20"]!.tickets).toBe(-1);
  });
});

describe("summarizeSales", () => {
  const shards = shardsFrom([
    { eventId: "derby", currency: "SAR", lines: [line({ tickets: 4, revenue: 20000 })] },
    { eventId: "derby", currency: "SAR", lines: [line({ day: "2026-11-21", channel: "complimentary", revenue: 0 })] },
    {
      eventId: "derby",
      currency: "SAR",
      lines: [line({ day: "2026-11-21", ticketTypeId: "vip", ticketTypeName: "كبار الزوار", sellerUid: "seller-2", sellerEmail: "two@bawwaba.test", tickets: 2, revenue: 50000 })],
    },
    { eventId: "derby", currency: "SAR", lines: [line({ day: "2026-11-22", channel: "bulk", sellerUid: "owner", sellerEmail: undefined, tickets: 100, revenue: 500000 })] },
    // Same type id in another event, priced in dinars.
    { eventId: "gala", currency: "KWD", lines: [line({ day: "2026-11-21", revenue: 15000, sellerUid: "seller-2", sellerEmail: "two@bawwaba.test" })] },
    // A void of one of the first sale's tickets, on its day, on another shard.
    { eventId: "derby", currency: "SAR", lines: [line({ ticketTypeName: undefined, sellerEmail: undefined, tickets: -1, revenue: -5000 })] },
  ]);

  it("sums every shard of every event, revenue apart by currency", () => {
    const all = summarizeSales(shards);
    expect(all.tickets).toBe(3 + 1 + 2 + 100 + 1);
    expect(all.revenue).toEqual([
      { currency: "KWD", amount: 15000 },
      { currency: "SAR", amount: 15000 + 0 + 50000 + 500000 },
    ]);
    expect(all.days.map(({ day, tickets }) => [day, tickets])).toEqual([
      ["2026-11-20", 3],
      ["2026-11-21", 4],
      ["2026-11-22", 100],
    ]);
  });

  it("lists every channel in order, zero where nothing sold", () => {
    const { channels } = summarizeSales(shards, { from: "2026-11-21", to: "2026-11-21" });
    expect(channels).toMatchObject([
      { channel: "online", tickets: 0, revenue: [] },
      {
        channel: "box_office",
        tickets: 3,
        revenue: [
          { currency: "KWD", amount: 15000 },
          { currency: "SAR", amount: 50000 },
        ],
      },
      { channel: "bulk", tickets: 0, revenue: [] },
      { channel: "complimentary", tickets: 1, revenue: [] },
    ]);
  });

  it("keeps ticket types apart per event, named, most sold first", () => {
    const { types } = summarizeSales(shards, { to: "2026-11-21" });
    expect(types).toMatchObject([
      { eventId: "derby", ticketTypeId: "regular", name: "عادي", tickets: 4, revenue: [{ currency: "SAR", amount: 15000 }] },
      { eventId: "derby", ticketTypeId: "vip", name: "كبار الزوار", tickets: 2, revenue: [{ currency: "SAR", amount: 50000 }] },
      { eventId: "gala", ticketTypeId: "regular", name: "عادي", tickets: 1, revenue: [{ currency: "KWD", amount: 15000 }] },
    ]);
  });

  it("ranks sellers by tickets then revenue, with their e-mails when known", () => {
    const { sellers } = summarizeSales(shards);
    expect(sellers.map(({ uid, email, tickets }) => ({ uid, email, tickets }))).toEqual([
      { uid: "owner", email: undefined, tickets: 100 },
      { uid: "seller-1", email: "one@bawwaba.test", tickets: 4 },
      { uid: "seller-2", email: "two@bawwaba.test", tickets: 3 },
    ]);
  });

  it("counts tickets bought with a promo code per code and event, voids taken off, and leaves codes out of sales without one", () => {
    const withCodes = shardsFrom([
      { eventId: "derby", currency: "SAR", lines: [line({ promoCode: "EID25", tickets: 2, revenue: 7500 }), line({ ticketTypeId: "vip", tickets: 1, revenue: 20000 })] },
      { eventId: "derby", currency: "SAR", lines: [line({ channel: "online", promoCode: "EID25", tickets: 3, revenue: 11250 })] },
      { eventId: "gala", currency: "SAR", lines: [line({ promoCode: "EID25", tickets: 1, revenue: 3000 })] },
      { eventId: "derby", currency: "SAR", lines: [line({ promoCode: "EID25", tickets: -1, revenue: -3750 })] },
    ]);
    expect(summarizeSales(withCodes).codes).toMatchObject([
      { eventId: "derby", code: "EID25", tickets: 4, revenue: [{ currency: "SAR", amount: 15000 }] },
      { eventId: "gala", code: "EID25", tickets: 1, revenue: [{ currency: "SAR", amount: 3000 }] },
    ]);
    expect(summarizeSales(shards).codes).toEqual([]);
    expect(salesStatsUpdate({ eventId: "derby", currency: "SAR" }, [line({})], (amount) => amount).days["2026-11-20"]).not.toHaveProperty("codes");
  });

  it("leaves out what a void took back entirely, and periods with nothing", () => {
    const voided = shardsFrom([
      { eventId: "e", currency: "SAR", lines: [line({})] },
      { eventId: "e", currency: "SAR", lines: [line({ tickets: -1, revenue: -5000 })] },
    ]);
    const summary = summarizeSales(voided);
    expect(summary).toMatchObject({ tickets: 0, revenue: [], days: [], types: [], sellers: [] });
    expect(summarizeSales(shards, { from: "2027-01-01" }).tickets).toBe(0);
    expect(summarizeSales([]).channels.every((channel) => channel.tickets === 0)).toBe(true);
  });
});

describe("admissions by day", () => {
  const totals = admissionTotals([
    { total: 3, gates: { A: 3 }, byDay: { "2026-11-20": 1, "2026-11-21": 2 } },
    { total: 2, byDay: { "2026-11-21": 2 } },
    // Counted before days were kept: only in the total.
    { total: 4 },
  ]);

  it("adds the days up across shards", () => {
    expect(totals).toEqual({ total: 9, byGate: [{ gate: "A", admitted: 3 }], byDay: { "2026-11-20": 1, "2026-11-21": 4 } });
  });

  it("counts the days of a period, and everything for all time", () => {
    expect(admittedIn(totals, { from: "2026-11-21", to: "2026-11-21" })).toBe(4);
    expect(admittedIn(totals, { from: "2026-11-20" })).toBe(5);
    expect(admittedIn(totals, {})).toBe(9);
  });
});

describe("VAT, refunds and the sales report's rows", () => {
  const sale = { day: "2026-11-27", channel: "box_office" as const, ticketTypeId: "adult", ticketTypeName: "بالغ", sellerUid: "s1", paymentMethod: "cash" as const };
  const shardOf = (lines: Parameters<typeof salesStatsUpdate>[1]) =>
    salesStatsShardSchema.parse(salesStatsUpdate({ eventId: "derby", currency: "SAR" }, lines, (amount) => amount));

  it("a sale adds its VAT; a refunded void takes the ticket off and counts its money back; the report adds them up", () => {
    const sold = shardOf([{ ...sale, tickets: 3, revenue: 34_500, vat: 4_500 }]);
    const voided = shardOf([{ ...sale, tickets: -1, revenue: -11_500, vat: -1_500, refunded: 11_500, refundedVat: 1_500 }]);
    const summary = summarizeSales([sold, voided]);
    expect(summary).toMatchObject({
      tickets: 2,
      revenue: [{ currency: "SAR", amount: 23_000 }],
      vat: [{ currency: "SAR", amount: 3_000 }],
      refunded: [{ currency: "SAR", amount: 11_500 }],
    });
    expect(salesReportRows([sold, voided])).toEqual([
      {
        day: "2026-11-27",
        eventId: "derby",
        ticketTypeId: "adult",
        ticketTypeName: "بالغ",
        channel: "box_office",
        paymentMethod: "cash",
        currency: "SAR",
        quantity: 2,
        gross: 34_500,
        refunds: 11_500,
        vat: 3_000,
        net: 20_000,
      },
    ]);
  });

  it("a sale before VAT writes no VAT figure, and tickets without a payment method are in no report row", () => {
    const update = salesStatsUpdate({ eventId: "derby", currency: "SAR" }, [{ ...sale, paymentMethod: undefined, tickets: 1, revenue: 100 }], (amount) => amount);
    expect(update.days["2026-11-27"]).toEqual({ tickets: 1, revenue: 100, channels: { box_office: { tickets: 1, revenue: 100 } }, types: { adult: { tickets: 1, revenue: 100 } }, sellers: { s1: { tickets: 1, revenue: 100 } } });
    expect(salesReportRows([salesStatsShardSchema.parse(update)])).toEqual([]);
  });
});
