// Compiled from catalogs/en/orderPage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[[[\"venue\"],\": open the location on a map\"],\"Add to calendar\",\"Couldn't create the calendar file. Try again.\",[\"Your tickets are on the “My tickets” page on Bawwaba.\",[\"hasReference\",\"select\",{\"yes\":[\" Order reference: \",[\"reference\"],\".\"],\"other\":[]}]],\"Share\",\"Tax invoice\",\"Add to Apple Wallet\",[\"Add to Apple Wallet: \",[\"ticket\"]],\"Save to Google Wallet\",[\"Save to Google Wallet: \",[\"ticket\"]]]");
