// Yousr Pay's notification signature, as real gateways sign theirs: header
// `yousr-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
// under the webhook secret. The time inside the signed text stops an old
// notification from being replayed by anyone but the gateway.
import { createHmac, timingSafeEqual } from "node:crypto";

export const YOUSR_SIGNATURE_HEADER = "yousr-signature";
/** How far a notification's signing time may be from now. */
const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, signedAt: number, body: string | Buffer) =>
  createHmac("sha256", secret).update(`${signedAt}.`).update(body).digest("hex");

/** The header value for `body`, signed at `nowMs`. */
export function signYousrNotification(secret: string, body: string, nowMs = Date.now()): string {
  const signedAt = Math.floor(nowMs / 1000);
  return `t=${signedAt},v1=${hmac(secret, signedAt, body)}`;
}

/** True when `header` signs exactly `rawBody` under `secret`, recently enough. */
export function verifyYousrSignature(secret: string, rawBody: Buffer, header: string | undefined, nowMs = Date.now()): boolean {
  if (!secret || !header) return false;
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const signedAt = Number(parts.get("t"));
  const signature = parts.get("v1") ?? "";
  if (!Number.isInteger(signedAt) || Math.abs(nowMs / 1000 - signedAt) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, signedAt, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
