import { ar, formatDateTime, formatMoney, type PromoCodeDoc } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { at, event } from "./promoCodeFixtures";
import {
  batchCsv,
  batchCsvFileName,
  batchCsvRows,
  batchExample,
  generatedBatch,
  listPromoCodes,
  type PromoCodeBatchView,
  type StoredPromoCode,
} from "../../src/features/events/promoCodes/model/promoCodeBatches";

const m = ar.promoCodes.manager;



const FROM = Date.UTC(2026, 11, 1, 6, 0);
const UNTIL = Date.UTC(2026, 11, 31, 21, 0);

const stored = (code: string, overrides: Partial<PromoCodeDoc> = {}): StoredPromoCode => ({
  code,
  doc: {
    label: code,
    ticketTypeIds: [],
    discount: { kind: "percent", percent: 20 },
    maxUses: 1,
    active: true,
    createdAt: at(Date.UTC(2026, 10, 1)),
    createdBy: "owner",
    useShards: 1,
    ...overrides,
  },
});

const batchCode = (code: string, batchId: string, overrides: Partial<PromoCodeDoc> = {}) =>
  stored(code, {
    batchId,
    ticketTypeIds: ["vip"],
    validFrom: at(FROM),
    validUntil: at(UNTIL),
    ...overrides,
  });

describe("listPromoCodes: codes one by one, batches as one entry", () => {
  const codes = [
    stored("RAMADAN20", { label: "Ramadan-20", maxUses: 100, useShards: 2, createdAt: at(Date.UTC(2026, 10, 3)) }),
    batchCode("VIPQXJ2H7K3M9", "b1", { createdAt: at(Date.UTC(2026, 10, 2, 12, 0, 1)) }),
    batchCode("VIP7K3M9QXJ2H", "b1", { createdAt: at(Date.UTC(2026, 10, 2, 12)), active: false }),
    batchCode("7K3M9QXJ2H", "b2", { ticketTypeIds: [], createdAt: at(Date.UTC(2026, 10, 1, 12)) }),
    stored("EARLY", { maxUses: 50, createdAt: at(Date.UTC(2026, 9, 1)) }),
  ];
  const shards: Record<string, { index: number; allotment: number; sold: number }[]> = {
    RAMADAN20: [
      { index: 0, allotment: 50, sold: 3 },
      { index: 1, allotment: 50, sold: 4 },
    ],
    EARLY: [{ index: 0, allotment: 50, sold: 0 }],
  };

  it("keeps the order given (newest first), each batch where its first code is, with its codes sorted and its terms", () => {
    const entries = listPromoCodes(codes, (code) => shards[code])!;
    expect(entries.map((entry) => (entry.kind === "code" ? entry.code.code : `batch:${entry.batch.batchId}`))).toEqual([
      "RAMADAN20",
      "batch:b1",
      "batch:b2",
      "EARLY",
    ]);
    const first = entries[0]!;
    expect(first.kind === "code" && first.code).toMatchObject({ label: "Ramadan-20", used: 7, usesAllowed: 100 });
    const batch = entries[1]!;
    expect(batch.kind === "batch" && batch.batch).toEqual({
      batchId: "b1",
      prefix: "VIP",
      codes: [
        { code: "VIP7K3M9QXJ2H", active: false },
        { code: "VIPQXJ2H7K3M9", active: true },
      ],
      // The earliest of its codes' times.
      createdAtMillis: Date.UTC(2026, 10, 2, 12),
      ticketTypeIds: ["vip"],
      discount: { kind: "percent", percent: 20 },
      priceFloor: undefined,
      perOrderLimit: undefined,
      validFromMillis: FROM,
      validUntilMillis: UNTIL,
    });
    const withoutPrefix = entries[2]!;
    // Ten random characters and nothing before them: no prefix.
    expect(withoutPrefix.kind === "batch" && withoutPrefix.batch).toMatchObject({ prefix: "", ticketTypeIds: [] });
  });

  it("asks for the uses of the codes made one by one only, and waits for them", () => {
    const asked: string[] = [];
    const entries = listPromoCodes(codes, (code) => {
      asked.push(code);
      return shards[code];
    });
    expect(entries).toHaveLength(4);
    expect(asked).toEqual(["RAMADAN20", "EARLY"]);
    expect(listPromoCodes(codes, (code) => (code === "EARLY" ? undefined : shards[code]))).toBeUndefined();
    // A batch alone waits for nothing.
    expect(listPromoCodes(codes.slice(1, 3), () => undefined)).toHaveLength(1);
  });
});

const batch = (overrides: Partial<PromoCodeBatchView> = {}): PromoCodeBatchView => ({
  batchId: "b1",
  prefix: "VIP",
  codes: [
    { code: "VIP7K3M9QXJ2H", active: true },
    { code: "VIPQXJ2H7K3M9", active: false },
  ],
  createdAtMillis: Date.UTC(2026, 10, 2),
  ticketTypeIds: ["regular", "vip"],
  discount: { kind: "amount", amount: 5000 },
  validFromMillis: FROM,
  validUntilMillis: UNTIL,
  ...overrides,
});

describe("a batch's CSV", () => {
  const now = Date.UTC(2026, 11, 10);

  it("has the Arabic header, then one line per code with its terms and state", () => {
    expect(m.csv.header).toEqual(["الرمز", "الخصم", "الأنواع", "صالح من", "صالح حتى", "الحالة"]);
    expect(batchCsvRows(batch(), event, now)).toEqual([
      [
        "VIP7K3M9QXJ2H",
        m.amountOff(formatMoney(5000, "SAR")),
        "عادي، كبار الزوار",
        formatDateTime(FROM, "Asia/Riyadh"),
        formatDateTime(UNTIL, "Asia/Riyadh"),
        "فعّال",
      ],
      [
        "VIPQXJ2H7K3M9",
        m.amountOff(formatMoney(5000, "SAR")),
        "عادي، كبار الزوار",
        formatDateTime(FROM, "Asia/Riyadh"),
        formatDateTime(UNTIL, "Asia/Riyadh"),
        "موقوف",
      ],
    ]);
  });

  it("says a code without a discount or named types, and leaves an open window's ends empty", () => {
    const [row] = batchCsvRows(batch({ discount: undefined, ticketTypeIds: [], validFromMillis: undefined, validUntilMillis: undefined }), event, now);
    expect(row).toEqual(["VIP7K3M9QXJ2H", m.csv.noDiscount, m.csv.allPublicTypes, undefined, undefined, "فعّال"]);
  });

  it("is a file for Excel: byte order mark, quoted Arabic header, CRLF lines", () => {
    const file = batchCsv(batch({ discount: { kind: "percent", percent: 20 }, ticketTypeIds: [] }), event, UNTIL);
    expect(file.startsWith("\uFEFF")).toBe(true);
    const lines = file.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('"الرمز","الخصم","الأنواع","صالح من","صالح حتى","الحالة"');
    expect(lines[1]).toBe(
      `"VIP7K3M9QXJ2H","خصم 20٪","كل الأنواع العامة","${formatDateTime(FROM, "Asia/Riyadh")}","${formatDateTime(UNTIL, "Asia/Riyadh")}","انتهى"`,
    );
  });

  it("is named by the prefix and the batch", () => {
    expect(batchCsvFileName(batch())).toBe("promo-codes-VIP-b1.csv");
    expect(batchCsvFileName(batch({ prefix: "" }))).toBe("promo-codes-b1.csv");
  });

  it("shows the batch by its prefix, or by its first code", () => {
    expect(batchExample(batch())).toBe("VIP…");
    expect(batchExample(batch({ prefix: "" }))).toBe("VIP7K3M9QXJ2H");
  });

  it("is made from what generatePromoCodes answered, every code active", () => {
    const made = generatedBatch(
      { eventId: "demo-derby", count: 2, prefix: "VIP", ticketTypeIds: ["vip"], validUntil: UNTIL },
      { batchId: "b9", codes: ["VIPZZZZZZZZZZ", "VIPAAAAAAAAAA"] },
      now,
    );
    expect(made).toMatchObject({
      batchId: "b9",
      prefix: "VIP",
      codes: [
        { code: "VIPAAAAAAAAAA", active: true },
        { code: "VIPZZZZZZZZZZ", active: true },
      ],
      createdAtMillis: now,
      ticketTypeIds: ["vip"],
      validUntilMillis: UNTIL,
    });
    expect(batchCsvRows(made, event, now)[0]).toEqual(["VIPAAAAAAAAAA", m.csv.noDiscount, "كبار الزوار", undefined, formatDateTime(UNTIL, "Asia/Riyadh"), "فعّال"]);
  });
});
