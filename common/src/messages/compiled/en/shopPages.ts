// Compiled from catalogs/en/shopPages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"shopPages.listTitle\":\"Event tickets | Bawwaba\",\"shopPages.listDescription\":\"Buy tickets for the events on sale now; your QR tickets arrive as soon as you pay.\",\"shopPages.eventTitle\":[[\"eventTitle\"],\" | Bawwaba tickets\"],\"shopPages.eventDescription\":[[\"hasPrice\",\"select\",{\"yes\":[[\"date\"],\" · \",[\"venue\"],\" · from \",[\"fromPrice\"]],\"other\":[[\"date\"],\" · \",[\"venue\"]]}]],\"shopPages.orderTitle\":\"Your order | Bawwaba\",\"shopPages.orderDescription\":\"Your order's private page and your QR tickets.\",\"shopPages.imageAlt\":\"Bawwaba: event tickets\"}");
