// The ticket code: the text inside a ticket's QR. The Cloud Functions sign it,
// and the server and the browser scanner (offline) verify it with the same
// code. Format, signing context and key handling: docs/ticket-code.md.
//
// Pure TypeScript with no Node built-ins, so it runs unchanged in Cloud
// Functions and in the browser. The Ed25519 primitive is a parameter: the
// browser uses the pure-JS one below (the default), the server passes Node's
// native one (`@bawwaba/common/ticketCodeNode`, about 30 times faster), and
// both make the same bytes, since Ed25519 signatures are deterministic.
import * as ed from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";
import {
  bytesToBase64url,
  DOC_ID,
  KID,
  keyFromText,
  parseTicketCode,
  PREFIX,
  signedBytesOf,
  TICKET_CODE_MAX_GENERATION,
  type TicketCodePayload,
} from "./ticketCodeFormat.js";

// noble's synchronous API needs a SHA-512 implementation; without it only the
// async calls work, and a scanner wants a verdict without awaiting anything.
ed.hashes.sha512 = sha512;

export {
  parseTicketCode,
  publicKeyFromText,
  TICKET_CODE_CONTEXT,
  TICKET_CODE_MAX_GENERATION,
  TICKET_CODE_MAX_LENGTH,
  type ParsedTicketCode,
  type TicketCodePayload,
} from "./ticketCodeFormat.js";

/** The key that signs new codes, as kept in the Functions secret. */
export interface TicketSigner {
  kid: string;
  privateKey: Uint8Array;
}

/** Public keys by key id: every kid still listed here verifies. */
export type TicketKeyRing = ReadonlyMap<string, Uint8Array>;

/**
 * The Ed25519 primitive a code is signed and verified with. Keys are the raw
 * 32-byte seed and public key; `verify` must follow RFC 8032 strictly
 * (canonical encodings, no small-order keys) and never throw.
 */
export interface Ed25519 {
  sign(message: Uint8Array, privateKey: Uint8Array): Uint8Array;
  verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean;
}

/** Pure-JS Ed25519 (noble): the browser's, and the default. */
export const nobleEd25519: Ed25519 = {
  sign: (message, privateKey) => ed.sign(message, privateKey),
  // Strict RFC 8032 checks (zip215: false) refuse non-canonical points and
  // small-order keys, so no second signature verifies for the same text.
  verify: (signature, message, publicKey) => ed.verify(signature, message, publicKey, { zip215: false }),
};

/** Whether a 32-byte public key is a canonical point of more than small order (RFC 8032 strict). */
export function isStrictPublicKey(publicKey: Uint8Array): boolean {
  try {
    return !ed.Point.fromBytes(publicKey, false).isSmallOrder();
  } catch {
    return false;
  }
}

export type VerifiedTicketCode =
  | { ok: true; payload: TicketCodePayload; kid: string }
  | { ok: false; reason: "malformed" | "unknown_key" | "bad_signature" };

/** Signs a ticket's code. Throws a RangeError on ids or keys outside the format. */
export function encodeTicketCode(
  payload: Omit<TicketCodePayload, "generation"> & { generation?: number },
  signer: TicketSigner,
  ed25519: Ed25519 = nobleEd25519,
): string {
  const { eventId, ticketId, generation = 0 } = payload;
  if (!KID.test(signer.kid)) throw new RangeError("kid: 1 to 8 characters of A-Z a-z 0-9 _ -");
  if (!DOC_ID.test(eventId) || !DOC_ID.test(ticketId)) {
    throw new RangeError("eventId and ticketId: 1 to 40 characters of A-Z a-z 0-9 _ -");
  }
  if (!Number.isInteger(generation) || generation < 0 || generation > TICKET_CODE_MAX_GENERATION) {
    throw new RangeError(`generation: an integer from 0 to ${TICKET_CODE_MAX_GENERATION}`);
  }
  const body = `${PREFIX}.${signer.kid}.${eventId}.${ticketId}.${generation}`;
  return `${body}.${bytesToBase64url(ed25519.sign(signedBytesOf(body), keyBytes(signer.privateKey)))}`;
}

/**
 * Checks a scanned code against the key ring. Never throws. Says only that the
 * code is genuine: the ticket's status and current generation are the
 * server's to check.
 */
export function verifyTicketCode(
  text: unknown,
  keyRing: TicketKeyRing,
  ed25519: Ed25519 = nobleEd25519,
): VerifiedTicketCode {
  const parsed = parseTicketCode(text);
  if (!parsed.ok) return { ok: false, reason: "malformed" };
  const publicKey = keyRing.get(parsed.kid);
  // A key of the wrong size is unusable, like a missing one (noble would throw).
  if (publicKey?.length !== 32) return { ok: false, reason: "unknown_key" };
  if (!ed25519.verify(parsed.signature, parsed.signedBytes, publicKey)) {
    return { ok: false, reason: "bad_signature" };
  }
  return { ok: true, payload: parsed.payload, kid: parsed.kid };
}

/** A fresh random key pair (32-byte private key and 32-byte public key). */
export function generateSigningKey(): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const { secretKey, publicKey } = ed.keygen();
  return { privateKey: secretKey, publicKey };
}

/** The public key that verifies what `privateKey` signs. */
export function publicKeyFor(privateKey: Uint8Array): Uint8Array {
  return ed.getPublicKey(privateKey);
}

/** 43 base64url characters, as published for scanners. */
export function publicKeyToText(publicKey: Uint8Array): string {
  return bytesToBase64url(keyBytes(publicKey));
}

/** "<kid>.<private key in base64url>": the value of the signing secret. */
export function signerToText(signer: TicketSigner): string {
  if (!KID.test(signer.kid)) throw new RangeError("kid: 1 to 8 characters of A-Z a-z 0-9 _ -");
  return `${signer.kid}.${bytesToBase64url(keyBytes(signer.privateKey))}`;
}

/**
 * Inverse of `signerToText`; surrounding whitespace is ignored because
 * secrets set from a file often end with a newline. Kid and key live in one
 * value so that a rotation can never pair a key with the wrong kid.
 */
export function signerFromText(text: string): TicketSigner {
  const [kid = "", key = "", extra] = text.trim().split(".");
  if (!KID.test(kid) || extra !== undefined) throw new RangeError("A signer is written <kid>.<key>");
  return { kid, privateKey: keyFromText(key) };
}

function keyBytes(key: Uint8Array): Uint8Array {
  if (key.length !== 32) throw new RangeError("An Ed25519 key is 32 bytes");
  return key;
}

