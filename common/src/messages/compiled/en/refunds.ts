// Compiled from catalogs/en/refunds.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"This order isn't paid, so there's nothing to refund.\",\"This order has no invoice to issue a credit note against.\",\"Save the organiser settings (legal name and VAT number) before issuing invoices.\",[\"You can't refund more than the amount still paid on this order (\",[\"amount\"],\").\"],\"Partial refund by the payment provider\",\"Full refund by the payment provider\",\"Refunded amount\"]");
