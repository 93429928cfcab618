// Compiled from catalogs/en/payments.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Yousr Pay\",\"Yousr Pay — test mode\",\"A test payment gateway: no real money is charged.\",\"Merchant\",\"Description\",\"Amount\",\"Status\",\"Pay\",\"Decline payment\",\"The link doesn't specify a payment.\",\"Payment approved.\",\"Payment declined.\",\"Payment refunded.\",\"This payment is closed: the ticket hold for this order has expired, so it can no longer be paid.\",\"Back to the shop\",\"Awaiting payer\",\"Approved\",\"Declined\",\"Refunded\",\"Closed\"]");
