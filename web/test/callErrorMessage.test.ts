// The function's Arabic refusal reaches the dialogs as the function wrote it.
import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { callErrorMessage } from "../src/lib/callErrorMessage";

function functionsError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

describe("callErrorMessage", () => {
  it("drops the HTTP status the web SDK appends to the function's message", () => {
    expect(callErrorMessage(functionsError("failed-precondition", `${ar.errors.orderNotOpen} [400]`))).toBe(ar.errors.orderNotOpen);
    expect(callErrorMessage(functionsError("not-found", `${ar.errors.orderNotFound} [404]`))).toBe(ar.errors.orderNotFound);
  });

  it("keeps a message without a status as it is", () => {
    expect(callErrorMessage(functionsError("failed-precondition", ar.errors.ticketAlreadyVoid))).toBe(ar.errors.ticketAlreadyVoid);
  });

  it("answers in its own words when the function did not answer", () => {
    expect(callErrorMessage(functionsError("deadline-exceeded", "deadline-exceeded [0]"))).toBe(ar.errors.timeout);
  });
});
