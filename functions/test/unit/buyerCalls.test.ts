// The shop's callables refuse what firebase-functions lets through: a
// replayed limited-use App Check token (the SDK only marks it
// `alreadyConsumed` and runs the handler) or none, and a caller whose sign-in
// verified no phone. The request shapes are those firebase-functions 7 builds.
import type { CallableRequest } from "firebase-functions/v2/https";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { requireFreshAppCheck, requireVerifiedPhone } from "../../src/shared/https.js";

type AppData = NonNullable<CallableRequest["app"]>;
const app = (alreadyConsumed?: boolean): AppData => ({
  appId: "1:123:web:abc",
  token: { app_id: "1:123:web:abc", aud: ["projects/1"], exp: 0, iat: 0, iss: "x", sub: "1:123:web:abc" } as unknown as AppData["token"],
  ...(alreadyConsumed === undefined ? {} : { alreadyConsumed }),
});

function codeOf(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
    return error.code;
  }
}

describe("requireFreshAppCheck", () => {
  it("refuses a limited-use token already consumed, and a call without a token", () => {
    expect(codeOf(() => requireFreshAppCheck({ app: app(true) }, true))).toBe("failed-precondition");
    expect(codeOf(() => requireFreshAppCheck({ app: undefined }, true))).toBe("unauthenticated");
  });

  it("lets a fresh token through (consumed now, or not limited-use)", () => {
    expect(codeOf(() => requireFreshAppCheck({ app: app(false) }, true))).toBe("ok");
    expect(codeOf(() => requireFreshAppCheck({ app: app() }, true))).toBe("ok");
  });

  it("asks nothing where App Check cannot run (the emulator)", () => {
    expect(codeOf(() => requireFreshAppCheck({ app: undefined }, false))).toBe("ok");
  });
});

describe("requireVerifiedPhone", () => {
  const auth = (token: Record<string, unknown>) => ({ auth: { uid: "u1", token, rawToken: "t" } as unknown as CallableRequest["auth"] });

  it("answers the phone the sign-in verified", () => {
    expect(requireVerifiedPhone(auth({ phone_number: "+966551234567" }))).toEqual({ uid: "u1", phone: "+966551234567" });
  });

  it("refuses a signed-out caller, an account without a phone (staff, e-mail) and a malformed claim", () => {
    expect(codeOf(() => requireVerifiedPhone({ auth: undefined }))).toBe("unauthenticated");
    expect(codeOf(() => requireVerifiedPhone(auth({ email: "a@b.test", email_verified: true })))).toBe("unauthenticated");
    expect(codeOf(() => requireVerifiedPhone(auth({ phone_number: "0551234567" })))).toBe("unauthenticated");
  });
});
