// The public keys that verify ticket codes, as the scanner keeps them: read
// from their published text (`ticketKeys`: kid → text) without the verifier.
import { publicKeyFromText } from "@bawwaba/common/ticketCodeFormat";
import type { TicketKeyRing } from "@bawwaba/common/ticketCode";

/** The key ring from the public keys as published (`ticketKeys`: kid → text); a malformed key is left out. */
export function keyRingFromTexts(keys: Readonly<Record<string, string>>): TicketKeyRing {
  const ring = new Map<string, Uint8Array>();
  for (const [kid, text] of Object.entries(keys)) {
    try {
      ring.set(kid, publicKeyFromText(text));
    } catch {
      // Verifies nothing; the other keys still do.
    }
  }
  return ring;
}
