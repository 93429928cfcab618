import { describe, expect, it } from "vitest";
import { keyRingFromTexts } from "../../src/features/checkin/model/keyRing";
import { offlineVerdict } from "../../src/features/checkin/model/offlineVerdict";
import { publicKeyToText } from "@bawwaba/common/ticketCode";
import { formatGateCode, gateCodeOf } from "@bawwaba/common";
import { codeFor, KID, keyRing } from "./fixtures";

const context = { eventId: "evt1", keyRing, admitted: new Map() };

describe("offlineVerdict", () => {
  it("accepts a genuine code of the gate's event not seen entering on this device", () => {
    expect(offlineVerdict(codeFor("evt1", "tkt1"), context)).toEqual({ result: "accepted", ticketId: "tkt1" });
  });

  it("refuses a forged or altered code", () => {
    const code = codeFor("evt1", "tkt1");
    const altered = code.replace(".tkt1.", ".tkt2.");
    expect(offlineVerdict(altered, context)).toEqual({ result: "invalid", unknownKey: false });
    expect(offlineVerdict("not a ticket", context)).toEqual({ result: "invalid", unknownKey: false });
  });

  it("says when the code's key is not on the device rather than calling it forged", () => {
    expect(offlineVerdict(codeFor("evt1", "tkt1"), { ...context, keyRing: new Map() })).toEqual({
      result: "invalid",
      unknownKey: true,
    });
  });

  it("cannot say which ticket a well-typed gate code names, and calls a mistyped one invalid", () => {
    const gateCode = gateCodeOf(codeFor("evt1", "tkt1"))!;
    expect(offlineVerdict(formatGateCode(gateCode).toLowerCase(), context)).toEqual({ result: "gate_code_offline" });
    const mistyped = gateCode.slice(0, 9) + (gateCode[9] === "0" ? "1" : "0");
    expect(offlineVerdict(mistyped, context)).toEqual({ result: "invalid", unknownKey: false });
  });

  it("names a ticket of another event", () => {
    expect(offlineVerdict(codeFor("evt2", "tkt1"), context)).toEqual({ result: "wrong_event", ticketId: "tkt1" });
  });

  it("refuses a ticket this device already saw enter, with when and where", () => {
    const admitted = new Map([["tkt1", { atMillis: 1_000, gate: "الشمالية" }]]);
    expect(offlineVerdict(codeFor("evt1", "tkt1"), { ...context, admitted })).toEqual({
      result: "already_used",
      ticketId: "tkt1",
      firstCheckIn: { atMillis: 1_000, gate: "الشمالية" },
    });
  });

  it("refuses as void a ticket the gate list names voided, refunded or cancelled", () => {
    const gateList = { revoked: new Set(["tkt1"]), admitted: new Map() };
    expect(offlineVerdict(codeFor("evt1", "tkt1"), { ...context, gateList })).toEqual({ result: "void", ticketId: "tkt1" });
    expect(offlineVerdict(codeFor("evt1", "tkt2"), { ...context, gateList }).result).toBe("accepted");
  });

  it("refuses a ticket the gate list has admitted at another gate, with that gate and time, before this device's own entry", () => {
    const gateList = { revoked: new Set<string>(), admitted: new Map([["tkt1", { at: 500, gate: "الجنوبية" }]]) };
    const admitted = new Map([["tkt1", { atMillis: 1_000, gate: "الشمالية" }]]);
    expect(offlineVerdict(codeFor("evt1", "tkt1"), { ...context, admitted, gateList })).toEqual({
      result: "already_used",
      ticketId: "tkt1",
      firstCheckIn: { atMillis: 500, gate: "الجنوبية" },
    });
  });
});

describe("keyRingFromTexts", () => {
  it("reads the published keys and leaves out malformed ones", () => {
    const ring = keyRingFromTexts({ [KID]: publicKeyToText(keyRing.get(KID)!), bad: "not-a-key" });
    expect([...ring.keys()]).toEqual([KID]);
    expect(offlineVerdict(codeFor("evt1", "tkt1"), { ...context, keyRing: ring }).result).toBe("accepted");
  });
});
