// Compiled from catalogs/en/phoneField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Country\",\"Saudi Arabia\",\"UAE\",\"This phone number isn't valid for the selected country. Enter it as it's written in that country, or in international format, e.g. ‎+966551234567.\"]");
