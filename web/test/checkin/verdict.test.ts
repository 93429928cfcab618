import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { verdictDetails, verdictOfAnswer, verdictTone, whenText } from "../../src/features/checkin/model/verdict";

const at = Date.UTC(2026, 11, 31, 17, 5); // 20:05 in Riyadh
const ticket = { ticketId: "tkt1", eventId: "evt1", eventTitle: "ليلة الطرب", ticketTypeName: "عادي", holderName: "سارة" };
const texts = ar.checkin.verdict;

describe("verdict presentation", () => {
  it("colours go, look closer and stop", () => {
    expect(verdictTone("accepted")).toBe("success");
    expect(verdictTone("already_used")).toBe("warning");
    for (const result of ["invalid", "void", "wrong_event", "error"] as const) expect(verdictTone(result)).toBe("error");
  });

  it("gives the time alone for the same day in the event's zone, else the date too", () => {
    expect(whenText(at, at + 3_600_000, "Asia/Riyadh")).toMatch(/^الساعة 8:05\s?م$/);
    // 01:05 the next day in Riyadh.
    expect(whenText(at, at + 5 * 3_600_000, "Asia/Riyadh")).toMatch(/ديسمبر 2026/);
  });

  it("says who enters, and when and where an already used ticket entered first", () => {
    expect(verdictDetails(verdictOfAnswer({ result: "accepted", ticket }), at, "Asia/Riyadh")).toEqual(["سارة", "عادي"]);
    const used = verdictOfAnswer({ result: "already_used", ticket, firstCheckIn: { at: new Date(at).toISOString(), gate: "الشمالية" } });
    const [first, ...rest] = verdictDetails(used, at + 60_000, "Asia/Riyadh");
    expect(first).toMatch(/^دخلت الساعة 8:05\s?م، البوابة: الشمالية$/);
    expect(rest).toEqual(["سارة", "عادي"]);
  });

  it("says why a ticket is refused", () => {
    expect(verdictDetails({ result: "invalid", offline: true, unknownKey: true }, at, "UTC")).toEqual([texts.unknownKey]);
    expect(verdictDetails({ result: "invalid", offline: false }, at, "UTC")).toEqual([texts.invalid]);
    expect(verdictDetails(verdictOfAnswer({ result: "wrong_event", ticket }), at, "UTC")[0]).toBe(texts.wrongEvent("ليلة الطرب"));
    expect(verdictDetails({ result: "error", offline: false, message: ar.errors.busy }, at, "UTC")).toEqual([ar.errors.busy, texts.scanAgain]);
  });

  it("names a ticket decided offline by its id alone", () => {
    expect(verdictDetails({ result: "accepted", offline: true, ticketId: "tkt1" }, at, "UTC")).toEqual([
      ar.checkin.conflicts.ticket("\u2066tkt1\u2069"),
    ]);
  });

  it("counts scans in Arabic", () => {
    expect(ar.checkin.sync.queued(1)).toMatch(/^مسح واحد/);
    expect(ar.checkin.sync.queued(2)).toMatch(/^مسحان/);
    expect(ar.checkin.sync.queued(5)).toMatch(/^5 عمليات مسح/);
    expect(ar.checkin.sync.queued(11)).toMatch(/^11 عملية مسح/);
  });
});
