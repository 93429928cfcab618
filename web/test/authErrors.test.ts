import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { authErrorMessage, validateSignIn } from "../src/features/auth/authErrors";

const errors = ar.staffSignIn.login.errors;

describe("authErrorMessage", () => {
  // Firebase answers user-not-found and wrong-password apart unless e-mail
  // enumeration protection is on (docs/deploy.md); the page must not tell
  // them apart either way, or it says which addresses have an account.
  it.each(["auth/user-not-found", "auth/wrong-password", "auth/invalid-credential", "auth/invalid-login-credentials"])(
    "says the same for an unknown address and a wrong password (%s), beside neither field",
    (code) => {
      expect(authErrorMessage({ code })).toEqual({ field: "form", message: errors.invalidCredential });
    },
  );

  it("has no message that names one of the two", () => {
    expect(Object.keys(errors)).not.toContain("userNotFound");
    expect(Object.keys(errors)).not.toContain("wrongPassword");
  });

  it.each([
    ["auth/invalid-email", "email", errors.emailInvalid],
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
