// A ticket's gate code: the short code printed under its QR, which gate
// staff type when a QR will not scan (docs/product.md §4 "Gate codes"). Ten
// characters, shown `7K3M9-QXJ2H`: nine taken from the ticket code's
// signature and a check character (alphabet and check: readableCode.ts).
//
// Taken from the signature, it needs no storage of its own to be shown: any
// page that has the ticket's code shows its gate code, and a reissued code
// (a new signature) has a new gate code, so a reissue retires the old typed
// code with the old QR. The functions store it on the ticket (`gateCode`) so
// the gate can look a typed one up. Like the QR, it admits whoever holds it.
//
// Two tickets share a gate code with odds of about n² / 2·31⁹ among n tickets
// (1 in 20,000 for an event of 50,000); the gate then asks for the QR
// (functions/src/checkin/redeemTicket.ts).
import { checkCharacterOf, compactTyped, hasValidCheck, READABLE_ALPHABET, READABLE_BASE, withLookAlikesRead } from "./readableCode.js";

const DATA_LENGTH = 9;
export const GATE_CODE_LENGTH = DATA_LENGTH + 1;

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** base64url characters of an Ed25519 signature in a ticket code (ticketCodeFormat.ts). */
const SIGNATURE_LENGTH = 86;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
// A base64url character carries 6 bits (0–63). Values below 62 = 2 × 31 give
// every character of the alphabet equally often (value mod 31); 62 and 63
// are skipped. The signature's last character carries only 2 bits and is
// never used.
const UNBIASED_VALUE_LIMIT = Math.floor(64 / READABLE_BASE) * READABLE_BASE;

/**
 * The gate code (canonical form, `7K3M9QXJ2H`) of a ticket code
 * (`bw1.….<signature>`), or undefined for text that does not end in a
 * signature. Nine of the signature's 85 full characters are needed; all but
 * eight being skipped has odds below 10⁻¹⁰⁰, and also gives undefined.
 */
export function gateCodeOf(ticketCode: string): string | undefined {
  const signature = ticketCode.slice(ticketCode.lastIndexOf(".") + 1);
  if (!SIGNATURE.test(signature)) return undefined;
  let data = "";
  for (let index = 0; index < SIGNATURE_LENGTH - 1 && data.length < DATA_LENGTH; index++) {
    const value = BASE64URL.indexOf(signature[index]!);
    if (value < UNBIASED_VALUE_LIMIT) data += READABLE_ALPHABET[value % READABLE_BASE];
  }
  return data.length === DATA_LENGTH ? data + checkCharacterOf(data) : undefined;
}

/** How a gate code is shown and printed: `7K3M9-QXJ2H` (keep it left to right in Arabic text). */
export function formatGateCode(gateCode: string): string {
  return `${gateCode.slice(0, 5)}-${gateCode.slice(5)}`;
}

/**
 * The canonical gate code in what someone typed (`7k3m9-qxj2h`,
 * `7K3M9 QXJ2H`, Arabic-Indic or Persian digits, O for 0, I or L for 1, P
 * for B), or undefined when it is not one (wrong length, a character outside
 * the alphabet, a check character that does not match).
 */
export function parseGateCode(typed: string): string | undefined {
  const compact = compactTyped(typed);
  if (compact.length !== GATE_CODE_LENGTH) return undefined;
  const gateCode = withLookAlikesRead(compact);
  return hasValidCheck(gateCode) ? gateCode : undefined;
}
