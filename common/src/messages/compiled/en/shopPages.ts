// Compiled from catalogs/en/shopPages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Event tickets | Bawwaba\",\"Buy tickets for the events on sale now; your QR tickets arrive as soon as you pay.\",[[\"eventTitle\"],\" | Bawwaba tickets\"],[[\"hasPrice\",\"select\",{\"yes\":[[\"date\"],\" · \",[\"venue\"],\" · from \",[\"fromPrice\"]],\"other\":[[\"date\"],\" · \",[\"venue\"]]}]],\"Your order | Bawwaba\",\"Your order's private page and your QR tickets.\",[\"Tickets for \",[\"eventTitle\"],\" | Bawwaba\"],[[\"date\"],\" · \",[\"venue\"],\" · The order's private page and its QR tickets.\"],\"Bawwaba: event tickets\"]");
