// Compiled from catalogs/en/wallet.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Bawwaba\",[\"Ticket for \",[\"eventTitle\"]],\"Event\",\"Date\",\"Venue\",\"Ticket type\",\"Order reference\",\"Ticket holder\",\"Gate code\",\"Adding tickets to Apple Wallet isn't available right now. Show the QR code from your order page at the gate.\",\"Saving tickets to Google Wallet isn't available right now. Show the QR code from your order page at the gate.\",\"This order hasn't been paid yet, so its tickets can't be added to a wallet.\",\"This ticket is void, so it can't be added to a wallet.\",\"This link can only be opened; it doesn't accept submitted data.\"]");
