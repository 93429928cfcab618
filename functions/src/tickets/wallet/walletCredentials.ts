// The wallets' credentials, each a Functions secret holding one JSON object,
// or "off" (docs/deploy.md "Wallet passes"):
//  - APPLE_WALLET_CERTIFICATES: the Pass Type ID, the team, the pass
//    certificate and its key, and Apple's WWDR intermediate, all PEM;
//  - GOOGLE_WALLET_ISSUER: the Google Wallet issuer id and the service
//    account that signs the save links.
// On the emulator both come from functions/.secret.local, made with test
// certificates by `npm start` / `npm test` (scripts/lib/walletTestCredentials.mjs).
// A missing, "off" or malformed secret turns that wallet off: its endpoint
// answers an Arabic refusal and the order page shows no button for it.
import type { WalletAvailability } from "@bawwaba/common";
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from "node:crypto";
import { logger } from "firebase-functions/v2";
import { defineSecret } from "firebase-functions/params";
import { z } from "zod/mini";

export const appleWalletSecret = defineSecret("APPLE_WALLET_CERTIFICATES");
export const googleWalletSecret = defineSecret("GOOGLE_WALLET_ISSUER");
/** Bind these to every function that reads the wallets' credentials. */
export const WALLET_SECRETS = [appleWalletSecret, googleWalletSecret];

/** PEM text that Node reads as a certificate. */
const certificatePem = z.string().check(
  z.refine((text) => {
    try {
      new X509Certificate(text);
      return true;
    } catch {
      return false;
    }
  }),
);

function privateKeyOf(text: string, passphrase?: string): KeyObject | undefined {
  try {
    return createPrivateKey({ key: text, format: "pem", ...(passphrase === undefined ? {} : { passphrase }) });
  } catch {
    return undefined;
  }
}

/**
 * Whether `keyText` is the private key of `certificateText`. passkit-generator
 * signs with any key it is given, and a device silently refuses a pass whose
 * signature does not match its certificate: that mistake must turn the
 * wallet off, with a log, rather than hand out broken passes.
 */
function isKeyOfCertificate(keyText: string, passphrase: string | undefined, certificateText: string): boolean {
  const key = privateKeyOf(keyText, passphrase);
  if (!key) return false;
  const spki = (publicKey: KeyObject) => publicKey.export({ format: "der", type: "spki" });
  try {
    return spki(createPublicKey(key)).equals(spki(new X509Certificate(certificateText).publicKey));
  } catch {
    return false;
  }
}

const appleWalletSchema = z
  .object({
    /** "pass.<reverse domain>", as registered at Apple (Certificates, Identifiers & Profiles). */
    passTypeIdentifier: z.string().check(z.regex(/^pass\.[A-Za-z0-9.-]+$/)),
    /** The Apple Developer team id: ten capital letters and digits. */
    teamIdentifier: z.string().check(z.regex(/^[A-Z0-9]{10}$/)),
    signerCert: certificatePem,
    signerKey: z.string(),
    signerKeyPassphrase: z.optional(z.string()),
    /** Apple's WWDR intermediate (G4) that issued signerCert. */
    wwdr: certificatePem,
  })
  .check(z.refine(({ signerKey, signerKeyPassphrase, signerCert }) => isKeyOfCertificate(signerKey, signerKeyPassphrase, signerCert)));
export type AppleWalletCredentials = z.infer<typeof appleWalletSchema>;

const googleWalletSchema = z
  .object({
    /** The issuer id of the Google Wallet console (Google Pay & Wallet Console → Google Wallet API). */
    issuerId: z.string().check(z.regex(/^\d{10,25}$/)),
    /** The service account's e-mail (`client_email` of its JSON key). */
    serviceAccountEmail: z.email(),
    /** Its RSA private key (`private_key` of its JSON key), PKCS #8 PEM. */
    privateKey: z.string(),
  })
  // RS256 needs RSA; jose reads PKCS #8 ("BEGIN PRIVATE KEY"), the form of a service account's JSON key.
  .check(z.refine(({ privateKey }) => privateKey.includes("BEGIN PRIVATE KEY") && privateKeyOf(privateKey)?.asymmetricKeyType === "rsa"));
export type GoogleWalletCredentials = z.infer<typeof googleWalletSchema>;

/** What a wallet secret says: its credentials, or why that wallet is off. */
export type WalletSetting<T> = { on: true; credentials: T } | { on: false; reason: "off" | "malformed" };

// The last setting read per secret: getOrderTickets asks on every call, and
// a malformed secret is logged once per instance, not once per page view.
const lastRead = new Map<string, { text: string | undefined; setting: WalletSetting<unknown> }>();

function readSetting<T>(name: string, schema: z.ZodMiniType<T>, text: string | undefined): WalletSetting<T> {
  const last = lastRead.get(name);
  if (last && last.text === text) return last.setting as WalletSetting<T>;
  const setting = parseSetting(name, schema, text);
  lastRead.set(name, { text, setting });
  return setting;
}

function parseSetting<T>(name: string, schema: z.ZodMiniType<T>, text: string | undefined): WalletSetting<T> {
  const trimmed = (text ?? "").trim();
  if (trimmed === "" || trimmed === "off") return { on: false, reason: "off" };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { on: true, credentials: parsed.data };
  // Only the fields' names: the values are keys and certificates.
  const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(the whole value)");
  logger.error(`${name} is neither "off" nor a valid JSON object; the wallet stays off`, { fields });
  return { on: false, reason: "malformed" };
}

/** Apple Wallet's credentials in the secret's text (missing, empty or "off" = off). */
export function appleWalletSetting(text: string | undefined): WalletSetting<AppleWalletCredentials> {
  return readSetting("APPLE_WALLET_CERTIFICATES", appleWalletSchema, text);
}

/** Google Wallet's credentials in the secret's text (missing, empty or "off" = off). */
export function googleWalletSetting(text: string | undefined): WalletSetting<GoogleWalletCredentials> {
  return readSetting("GOOGLE_WALLET_ISSUER", googleWalletSchema, text);
}

/** Which wallets are on, from their secrets' texts (`getOrderTickets` answers it). */
export function walletAvailability(appleText: string | undefined, googleText: string | undefined): WalletAvailability {
  return { apple: appleWalletSetting(appleText).on, google: googleWalletSetting(googleText).on };
}
