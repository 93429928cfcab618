import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { answerField } from "../../src/lib/answersDraft";
import { saleFailure } from "../../src/lib/saleFailure";

const httpsError = (code: string, message: string, details?: unknown) => Object.assign(new Error(message), { code: `functions/${code}`, details });

describe("saleFailure", () => {
  it("shows the function's Arabic message and marks a type that ran short", () => {
    const message = ar.errors.notEnoughLeft("كبار الزوار", 1);
    expect(saleFailure(httpsError("resource-exhausted", message))).toEqual({
      message,
      notEnoughLeft: true,
      maybeIssued: false,
    });
  });

  it("knows a refusal sold nothing", () => {
    const message = ar.errors.salesEnded("عادي");
    expect(saleFailure(httpsError("failed-precondition", message))).toEqual({
      message,
      notEnoughLeft: false,
      maybeIssued: false,
    });
  });

  it.each([
    ["deadline-exceeded", ar.errors.timeout],
    ["unavailable", ar.errors.network],
    ["internal", ar.errors.unknown],
  ])("knows that after %s the tickets may have been issued", (code, message) => {
    expect(saleFailure(httpsError(code, "internal"))).toEqual({ message, notEnoughLeft: false, maybeIssued: true });
  });

  it("names the answer a refusal is about, for its message to show beside that field", () => {
    const message = ar.checkoutQuestions.forTicket(2, "بالغ", ar.checkoutQuestions.required("اسم حامل التذكرة"));
    expect(saleFailure(httpsError("invalid-argument", message, { questionId: "name", ticket: 1 }))).toEqual({
      message,
      notEnoughLeft: false,
      maybeIssued: false,
      answerField: answerField("name", 1),
    });
    expect(saleFailure(httpsError("invalid-argument", ar.input.buyerName))).not.toHaveProperty("answerField");
  });
});
