// Compiled from catalogs/en/promoCodeEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"promoCodeEntry.haveCode\":[\"Have a promo or access code?\"],\"promoCodeEntry.invalidCode\":[\"A code is 3 to 32 letters or digits (spaces and hyphens are ignored).\"],\"promoCodeEntry.priceBefore\":[[\"price\"],\" before discount\"]}");
