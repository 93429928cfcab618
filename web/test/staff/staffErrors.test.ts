import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { staffLoadErrorMessage, staffWriteErrorMessage, StaffWriteTimeout } from "../../src/features/staff/model/staffErrors";

const messages = ar.staff.errors;
const firestoreError = (code: string) => Object.assign(new Error(code), { code });

describe("staffWriteErrorMessage", () => {
  it("explains a refusal by the security rules in Arabic", () => {
    expect(staffWriteErrorMessage(firestoreError("permission-denied"))).toBe(messages.denied);
    expect(staffWriteErrorMessage(firestoreError("unauthenticated"))).toBe(messages.denied);
  });

  it("tells a lost connection and a timeout apart", () => {
    expect(staffWriteErrorMessage(firestoreError("unavailable"))).toBe(messages.unavailable);
    expect(staffWriteErrorMessage(new StaffWriteTimeout())).toBe(messages.timeout);
  });

  it.each([new Error("boom"), "text", null, undefined, firestoreError("internal")])("has a message for anything else (%j)", (error) => {
    expect(staffWriteErrorMessage(error)).toBe(messages.unknown);
  });
});

describe("staffLoadErrorMessage", () => {
  it("says the page is for super_admin when the list is refused", () => {
    expect(staffLoadErrorMessage(firestoreError("permission-denied"))).toBe(messages.loadDenied);
  });

  it("asks to check the connection otherwise", () => {
    expect(staffLoadErrorMessage(firestoreError("unavailable"))).toBe(messages.load);
  });
});
