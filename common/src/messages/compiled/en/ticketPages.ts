// Compiled from catalogs/en/ticketPages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Ticket\",\"Order\",\"Buyer\",\"Payment\",\"Total\",\"Order status\",\"Seller\",[\"Code\",[\"generation\",\"plural\",{\"0\":[\" (original)\"],\"other\":[\" no. \",[\"version\",\"number\"],\" (reissued)\"]}]],\"Change history\",\"This ticket hasn't been assigned or reissued.\",\"Gate scan history\",\"This ticket hasn't been scanned at the gate yet.\",[\"Gate: \",[\"gate\"]],[\"By \",[\"who\"]],[[\"before\"],\" → \",[\"after\"]],\"Ordered at\",\"Ticket answers\",\"Order answers\",\"Order details aren't available to you.\",\"Awaiting payment\",\"Paid\",\"Cancelled\",\"Refunded\",\"Expired\"]");
