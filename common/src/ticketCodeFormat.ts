// The ticket code's text, without its cryptography: the format's fields and
// limits, parsing, and the base64url the signature and keys are written in
// (docs/ticket-code.md). ticketCode.ts signs and verifies with it and
// re-exports what callers use; a module that only reads codes or keys (the
// ticket search, the scanner's key ring and queue) imports this one, and no
// Ed25519 implementation with it.

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
export const PREFIX = "bw1";
export const KID = /^[A-Za-z0-9_-]{1,8}$/;
export const DOC_ID = /^[A-Za-z0-9_-]{1,40}$/;
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

export type ParsedTicketCode =
  | { ok: true; payload: TicketCodePayload; kid: string; signedBytes: Uint8Array; signature: Uint8Array }
  | { ok: false; reason: "too_long" | "syntax" | "non_canonical" };

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

const encoder = new TextEncoder();

export function signedBytesOf(body: string): Uint8Array {
  return encoder.encode(`${TICKET_CODE_CONTEXT}\0${body}`);
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Unpadded base64url (RFC 4648 §5). */
export function bytesToBase64url(bytes: Uint8Array): string {
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
export function base64urlToBytes(text: string): Uint8Array | null {
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

/** Inverse of `publicKeyToText`, ignoring surrounding whitespace. Throws a RangeError on anything else. */
export function publicKeyFromText(text: string): Uint8Array {
  return keyFromText(text.trim());
}

/** 43 base64url characters to a 32-byte key; a RangeError otherwise. */
export function keyFromText(text: string): Uint8Array {
  const key = base64urlToBytes(text);
  if (key?.length !== 32) throw new RangeError("A key is 43 base64url characters (32 bytes)");
  return key;
}
