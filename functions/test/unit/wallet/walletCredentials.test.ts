// The wallets' secrets (functions/src/tickets/wallet/walletCredentials.ts):
// missing, empty or "off" turns a wallet off; malformed JSON, a missing
// field, a certificate that is not one, a key that is not the certificate's
// or not RSA turn it off too, with a log that names fields, never values.
import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import { logger } from "firebase-functions/v2";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { testAppleWalletCredentials, testGoogleWalletCredentials } from "../../../../scripts/lib/walletTestCredentials.mjs";
import { appleWalletSetting, googleWalletSetting, walletAvailability } from "../../../src/tickets/wallet/walletCredentials.js";

let apple: ReturnType<typeof testAppleWalletCredentials>;
let google: ReturnType<typeof testGoogleWalletCredentials>;
let errorLog: MockInstance<typeof logger.error>;

beforeAll(() => {
  apple = testAppleWalletCredentials();
  google = testGoogleWalletCredentials();
});
beforeEach(() => {
  errorLog = vi.spyOn(logger, "error").mockImplementation(() => {});
});
afterEach(() => errorLog.mockRestore());

/** A PEM whose body keeps only its first line: the armour of a key, not a key (no key text lives in this file). */
const truncatedPem = (pem: string) => {
  const lines = pem.trim().split("\n");
  return [lines[0], lines[1], lines.at(-1)].join("\n");
};

/** Everything logged, as one text. */
const logged = () => JSON.stringify(errorLog.mock.calls);

describe("appleWalletSetting", () => {
  it("is on with the parsed credentials", () => {
    expect(appleWalletSetting(JSON.stringify(apple))).toEqual({ on: true, credentials: apple });
  });

  it("is off when missing, empty or off", () => {
    for (const text of [undefined, "", "off", " off\n"]) expect(appleWalletSetting(text)).toEqual({ on: false, reason: "off" });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("is off, logged without the keys, when malformed", () => {
    const other = testAppleWalletCredentials();
    const malformed = [
      "{not json",
      JSON.stringify({ ...apple, passTypeIdentifier: "com.example.pass" }),
      JSON.stringify({ ...apple, teamIdentifier: "abc" }),
      JSON.stringify({ ...apple, wwdr: "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----" }),
      JSON.stringify({ ...apple, signerKey: other.signerKey }),
      JSON.stringify({ passTypeIdentifier: apple.passTypeIdentifier }),
    ];
    for (const text of malformed) expect(appleWalletSetting(text), text.slice(0, 60)).toEqual({ on: false, reason: "malformed" });
    expect(errorLog).toHaveBeenCalledTimes(malformed.length);
    const log = logged();
    expect(log).toContain("APPLE_WALLET_CERTIFICATES");
    expect(log).not.toContain("PRIVATE KEY");
    expect(log).not.toContain(apple.signerKey.split("\n")[1]);
  });

  it("reads a key encrypted with its passphrase, and not without it", () => {
    const signerKey = createPrivateKey(apple.signerKey).export({ format: "pem", type: "pkcs8", cipher: "aes-256-cbc", passphrase: "s3cret" }) as string;
    expect(appleWalletSetting(JSON.stringify({ ...apple, signerKey, signerKeyPassphrase: "s3cret" })).on).toBe(true);
    expect(appleWalletSetting(JSON.stringify({ ...apple, signerKey })).on).toBe(false);
  });
});

describe("googleWalletSetting", () => {
  it("is on with the parsed credentials", () => {
    expect(googleWalletSetting(JSON.stringify(google))).toEqual({ on: true, credentials: google });
  });

  it("is off when missing, empty or off", () => {
    for (const text of [undefined, "", "off"]) expect(googleWalletSetting(text)).toEqual({ on: false, reason: "off" });
  });

  it("is off, logged without the key, when malformed", () => {
    const ecKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "pem", type: "pkcs8" }) as string;
    const pkcs1 = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs1" }) as string;
    const malformed = [
      JSON.stringify({ ...google, issuerId: "issuer" }),
      JSON.stringify({ ...google, serviceAccountEmail: "not an address" }),
      JSON.stringify({ ...google, privateKey: ecKey }),
      JSON.stringify({ ...google, privateKey: pkcs1 }),
      // The key generated above, its body cut short: armoured, but no key.
      JSON.stringify({ ...google, privateKey: truncatedPem(google.privateKey) }),
      "[]",
    ];
    for (const text of malformed) expect(googleWalletSetting(text), text.slice(0, 60)).toEqual({ on: false, reason: "malformed" });
    expect(logged()).toContain("GOOGLE_WALLET_ISSUER");
    expect(logged()).not.toContain(google.privateKey.split("\n")[1]);
  });
});

describe("walletAvailability", () => {
  it("says which wallets are on", () => {
    expect(walletAvailability(JSON.stringify(apple), "off")).toEqual({ apple: true, google: false });
    expect(walletAvailability(undefined, JSON.stringify(google))).toEqual({ apple: false, google: true });
  });
});
