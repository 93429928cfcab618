// The private link of an online order (common/src/orderLink.ts): its access
// token is an HMAC of the order id under ORDER_LINK_SECRET. Nothing is stored,
// so a repeated purchase answers the same token, and no one who can read
// orders (staff) learns the buyer's link from them.
import { createHmac, timingSafeEqual } from "node:crypto";

export function accessTokenFor(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-link\0${orderId}`).digest("base64url");
}

export function isAccessToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(accessTokenFor(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
