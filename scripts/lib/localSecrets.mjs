// The emulator's secrets: the Functions emulator reads them from
// functions/.secret.local instead of Secret Manager. Each missing one is
// generated once per machine and never committed (.gitignore):
//  - TICKET_SIGNING_KEY: the Ed25519 key that signs ticket codes (docs/ticket-code.md);
//  - ORDER_LINK_SECRET: signs the online orders' private links;
//  - YOUSR_PAY_WEBHOOK_SECRET: signs the test gateway's notifications;
//  - STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: "off" (Stripe needs the internet);
//  - APPLE_WALLET_CERTIFICATES, GOOGLE_WALLET_ISSUER: TEST certificates and
//    keys of our own (walletTestCredentials.mjs), as one-line JSON: the
//    Functions emulator reads an unquoted value as is, so the PEMs' "\n"
//    escapes reach JSON.parse intact.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";
import { testAppleWalletCredentials, testGoogleWalletCredentials } from "./walletTestCredentials.mjs";

const SECRET_FILE = path.join(repoRoot, "functions", ".secret.local");

function ticketSigningKey() {
  // An Ed25519 private key's JWK "d" is its 32 bytes in unpadded base64url,
  // exactly the form signerFromText() reads.
  const { d } = generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" });
  // A kid of its own per machine ("l" = local), never one used in production.
  const kid = `l${randomBytes(4).toString("hex").slice(0, 7)}`;
  return `${kid}.${d}`;
}

const SECRETS = {
  TICKET_SIGNING_KEY: ticketSigningKey,
  ORDER_LINK_SECRET: () => randomBytes(32).toString("base64url"),
  YOUSR_PAY_WEBHOOK_SECRET: () => `yps_${randomBytes(24).toString("base64url")}`,
  STRIPE_SECRET_KEY: () => "off",
  STRIPE_WEBHOOK_SECRET: () => "off",
  APPLE_WALLET_CERTIFICATES: () => JSON.stringify(testAppleWalletCredentials()),
  GOOGLE_WALLET_ISSUER: () => JSON.stringify(testGoogleWalletCredentials()),
};

export function ensureLocalSecrets() {
  const present = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, "utf8") : "";
  const missing = Object.keys(SECRETS).filter((name) => !new RegExp(`^${name}=`, "m").test(present));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${SECRETS[name]()}\n`).join("");
  appendFileSync(SECRET_FILE, `${present && !present.endsWith("\n") ? "\n" : ""}${lines}`, { mode: 0o600 });
  console.log(`• Generated local secrets in functions/.secret.local: ${missing.join(", ")}`);
}

/** One of the emulator's secrets, as the Functions emulator reads it. */
export function readLocalSecret(name) {
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, "utf8") : "")?.[1];
  if (!value) throw new Error(`functions/.secret.local has no ${name}: run npm start or npm test once to make it`);
  return value;
}
