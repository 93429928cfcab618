// Compiled from catalogs/en/promoCodeEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Have a promo or access code?\",\"A code is 3 to 32 letters or digits (spaces and hyphens are ignored).\",[[\"price\"],\" before discount\"]]");
