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

// noble's synchronous API needs a SHA-512 implementation; without it only the
// async calls work, and a scanner wants a verdict without awaiting anything.
ed.hashes.sha512 = sha512;

/** Longest text `parseTicketCode` looks at; the longest valid code is 186. */
export const TICKET_CODE_MAX_LENGTH = 200;

/** Highest reissue generation a code can carry. */
export const TICKET_CODE_MAX_GENERATION = 9999;

/**
 * Prepended (with a NUL byte) to the signed text, so that an Ed25519
 * signature made with the same key for any other purpose never verifies as a
 * ticket code, and a ticket signature never verifies elsewhere.
 */
export const TICKET_CODE_CONTEXT = "bawwaba-ticket-v1";

// Format version 1: "bw1.<kid>.<eventId>.<ticketId>.<generation>.<signature>".
// The ids are already URL-safe ASCII and travel as they are: base64url-encoding
// them would make the longest code 210 characters instead of 186.
const PREFIX = "bw1";
const KID = /^[A-Za-z0-9_-]{1,8}$/;
const DOC_ID = /^[A-Za-z0-9_-]{1,40}$/;
// One anchored pattern with bounded repeats and "." (outside every character
// class) between fields: it runs in linear time and accepts one spelling only
// (no leading zeros, no whitespace, nothing after the 86-character signature).
const CODE =
  /^bw1\.([A-Za-z0-9_-]{1,8})\.([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{1,40})\.(0|[1-9][0-9]{0,3})\.([A-Za-z0-9_-]{86})$/;
/** "." and the 86 base64url characters of the 64-byte signature. */
const SIGNATURE_SUFFIX_LENGTH = 87;

export interface TicketCodePayload {
  eventId: string;
  ticketId: string;
  /** Raised when a ticket is reissued, so the server can refuse older codes. */
  generation: number;
}

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

export type ParsedTicketCode =
  | { ok: true; payload: TicketCodePayload; kid: string; signedBytes: Uint8Array; signature: Uint8Array }
  | { ok: false; reason: "too_long" | "syntax" | "non_canonical" };

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
 * Splits a code into its fields without checking the signature. Never throws;
 * the length is checked before anything else so that huge input costs nothing.
 */
export function parseTicketCode(text: unknown): ParsedTicketCode {
  if (typeof text !== "string") return { ok: false, reason: "syntax" };
  if (text.length > TICKET_CODE_MAX_LENGTH) return { ok: false, reason: "too_long" };
  const match = CODE.exec(text);
  if (!match) return { ok: false, reason: "syntax" };
  const [, kid = "", eventId = "", ticketId = "", generation = "", signatureText = ""] = match;
  // The last signature character carries 2 bits and 4 padding bits; a
  // non-zero padding would give a second spelling of the same signature.
  const signature = base64urlToBytes(signatureText);
  if (!signature) return { ok: false, reason: "non_canonical" };
  return {
    ok: true,
    payload: { eventId, ticketId, generation: Number(generation) },
    kid,
    signedBytes: signedBytesOf(text.slice(0, -SIGNATURE_SUFFIX_LENGTH)),
    signature,
  };
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

/** Inverse of `publicKeyToText`, ignoring surrounding whitespace. Throws a RangeError on anything else. */
export function publicKeyFromText(text: string): Uint8Array {
  return keyFromText(text.trim());
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

function keyFromText(text: string): Uint8Array {
  const key = base64urlToBytes(text);
  if (key?.length !== 32) throw new RangeError("A key is 43 base64url characters (32 bytes)");
  return key;
}

const encoder = new TextEncoder();

function signedBytesOf(body: string): Uint8Array {
  return encoder.encode(`${TICKET_CODE_CONTEXT}\0${body}`);
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Unpadded base64url (RFC 4648 §5). */
function bytesToBase64url(bytes: Uint8Array): string {
  let text = "";
  let bits = 0; // how many low bits of `buffer` are still to be written
  let buffer = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      text += BASE64URL[(buffer >> bits) & 63];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) text += BASE64URL[(buffer << (6 - bits)) & 63];
  return text;
}

/**
 * Unpadded base64url to bytes, or null. Only the canonical spelling is
 * accepted (decoding and encoding again must give the same text), which
 * rules out a dangling character and non-zero padding bits at once.
 */
function base64urlToBytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let length = 0;
  for (const char of text) {
    const value = BASE64URL.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = buffer >> bits;
      buffer &= (1 << bits) - 1;
    }
  }
  return bytesToBase64url(bytes) === text ? bytes : null;
}
