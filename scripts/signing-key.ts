// `npm run signing-key -- <kid>`: a new ticket signing key for a real project
// (docs/deploy.md, "Rotating the ticket signing key"). Prints the secret's
// value for `firebase functions:secrets:set TICKET_SIGNING_KEY` and the public
// key to list in `ticketKeys/{kid}` before the switch. Nothing is stored.
import { randomBytes } from "node:crypto";
import { publicKeyFor, publicKeyToText, signerFromText, signerToText } from "@bawwaba/common/ticketCode";

const kid = process.argv[2] ?? "";
let secret: string;
try {
  // An Ed25519 private key is 32 random bytes; parsing back checks the kid.
  secret = signerToText(signerFromText(`${kid}.${randomBytes(32).toString("base64url")}`));
} catch {
  console.error("Usage: npm run signing-key -- <kid>   (kid: 1-8 of A-Z a-z 0-9 _ -, never used before, e.g. k2027a)");
  process.exit(1);
}
const { privateKey } = signerFromText(secret);
console.log(`TICKET_SIGNING_KEY (secret; keep it out of files, chats and logs):\n${secret}\n`);
console.log(`ticketKeys/${kid} (public; add it before switching the secret):\n  publicKey: ${publicKeyToText(publicKeyFor(privateKey))}\n  createdAt: now (timestamp)`);
