import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { saleFailure } from "../../src/lib/saleFailure";

const httpsError = (code: string, message: string) => Object.assign(new Error(message), { code: `functions/${code}` });

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
});
