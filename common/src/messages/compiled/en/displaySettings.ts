// Compiled from catalogs/en/displaySettings.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Dates and digits for the public\",\"Show the Hijri date (Umm al-Qura calendar) beside the Gregorian\",\"On the shop's and orders' pages, printed tickets, wallet passes and messages.\",\"Digits on the Arabic pages\",\"In prices, dates and counts. References, ticket codes and phone numbers stay in Western digits, as do the English pages and the staff pages.\",\"Western (0123456789)\",\"Arabic-Indic (٠١٢٣٤٥٦٧٨٩)\",\"Hijri date\",\"Choose whether to show the Hijri date.\",\"Choose Western or Arabic-Indic digits.\"]");
