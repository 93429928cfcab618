import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { authErrorMessage, validateSignIn } from "../src/features/auth/authErrors";

const errors = ar.login.errors;

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "password", errors.wrongPassword],
    ["auth/user-not-found", "email", errors.userNotFound],
    ["auth/invalid-email", "email", errors.emailInvalid],
    ["auth/invalid-credential", "form", errors.invalidCredential],
    ["auth/invalid-login-credentials", "form", errors.invalidCredential],
    ["auth/too-many-requests", "form", errors.tooManyRequests],
    ["auth/user-disabled", "form", errors.userDisabled],
    ["auth/network-request-failed", "form", errors.network],
  ])("puts %s beside the %s with its own Arabic message", (code, field, message) => {
    expect(authErrorMessage({ code })).toEqual({ field, message });
  });

  it.each([new Error("boom"), null, undefined, "text", { code: "auth/something-new" }])(
    "gives a general message for anything else (%j)",
    (error) => {
      expect(authErrorMessage(error)).toEqual({ field: "form", message: errors.unknown });
    },
  );
});

describe("validateSignIn", () => {
  it("asks for both fields when empty, and for a well-formed address", () => {
    expect(validateSignIn("", "")).toEqual({ email: errors.emailRequired, password: errors.passwordRequired });
    expect(validateSignIn("   ", "x")).toEqual({ email: errors.emailRequired });
    expect(validateSignIn("name@", "x")).toEqual({ email: errors.emailInvalid });
    expect(validateSignIn("a b@c.d", "x")).toEqual({ email: errors.emailInvalid });
  });

  it("accepts a good address with surrounding spaces, and skips the password when resetting", () => {
    expect(validateSignIn("  staff@bawwaba.test ", "secret")).toEqual({});
    expect(validateSignIn("staff@bawwaba.test", null)).toEqual({});
  });
});
