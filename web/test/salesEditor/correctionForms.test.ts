import { ar, MAX_REASON_LENGTH } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  buyerDraft,
  parseBuyerCorrection,
  parseReason,
} from "../../src/features/sales/editor/model/correctionForms";

describe("parseReason", () => {
  it("trims the reason", () => {
    expect(parseReason("  بيعت بالخطأ ")).toEqual({ ok: true, reason: "بيعت بالخطأ" });
  });

  it.each(["", "   ", "x".repeat(MAX_REASON_LENGTH + 1)])("refuses %j with the function's message", (reason) => {
    expect(parseReason(reason)).toEqual({ ok: false, error: ar.input.reason });
  });

  it("accepts exactly the longest reason", () => {
    expect(parseReason("x".repeat(MAX_REASON_LENGTH)).ok).toBe(true);
  });
});

describe("parseBuyerCorrection", () => {
  const draft = { name: " سارة ", phone: "055 123 4567", email: " Sara@Example.COM ", reason: "خطأ في الاسم" };

  it("gives the buyer as the function stores it", () => {
    expect(parseBuyerCorrection(draft)).toEqual({
      ok: true,
      buyer: { name: "سارة", phone: "+966551234567", email: "sara@example.com" },
      reason: "خطأ في الاسم",
    });
  });

  it("leaves blank optional details out", () => {
    expect(parseBuyerCorrection({ ...draft, phone: " ", email: "" })).toEqual({
      ok: true,
      buyer: { name: "سارة" },
      reason: "خطأ في الاسم",
    });
  });

  it("puts each error beside its field", () => {
    expect(parseBuyerCorrection({ name: "", phone: "12", email: "not-mail", reason: "" })).toEqual({
      ok: false,
      errors: { name: ar.input.buyerName, phone: ar.input.phone, email: ar.input.email, reason: ar.input.reason },
    });
  });
});

describe("buyerDraft", () => {
  it("fills the form with the stored buyer and an empty reason", () => {
    expect(buyerDraft({ name: "سارة", phone: "0551234567" })).toEqual({ name: "سارة", phone: "0551234567", email: "", reason: "" });
  });
});
