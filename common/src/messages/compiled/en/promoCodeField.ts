// Compiled from catalogs/en/promoCodeField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Promo or access code\",\"Apply\",\"Checking…\",\"Enter the code first.\",\"Verify your mobile number first, then apply the code.\",\"Code applied\",\"Discounted prices are shown on the tickets above.\",[\"This code unlocks: \",[\"names\"]],[\"This code is valid for at most \",[\"limit\",\"plural\",{\"one\":[\"#\",\" ticket\"],\"other\":[\"#\",\" tickets\"]}],\" per order.\"],\"Remove code\"]");
