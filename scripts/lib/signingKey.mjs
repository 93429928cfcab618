// The emulator's ticket-signing key (docs/ticket-code.md): the Functions
// emulator reads secrets from functions/.secret.local instead of Secret
// Manager. Generated once per machine, never committed (.gitignore).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

const SECRET_FILE = path.join(repoRoot, "functions", ".secret.local");

export function ensureLocalSigningKey() {
  if (existsSync(SECRET_FILE)) return;
  // An Ed25519 private key's JWK "d" is its 32 bytes in unpadded base64url,
  // exactly the form signerFromText() reads.
  const { d } = generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" });
  // A kid of its own per machine ("l" = local), never one used in production.
  const kid = `l${randomBytes(4).toString("hex").slice(0, 7)}`;
  writeFileSync(SECRET_FILE, `TICKET_SIGNING_KEY=${kid}.${d}\n`, { mode: 0o600 });
  console.log(`• Generated a local ticket-signing key (${kid}) in functions/.secret.local`);
}
