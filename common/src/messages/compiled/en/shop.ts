// Compiled from catalogs/en/shop.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Choose your event and tickets. Prices are all-inclusive, and your QR tickets arrive as soon as you pay.\",\"All\",\"Filter by category\",\"Couldn't load events. Check your connection and reload the page.\",\"No events on sale right now. Check back soon!\",\"No events on sale in this category right now.\",\"On sale\",[\"Only \",[\"count\",\"number\"],\" left\"],[[\"count\",\"number\"],\" left\"],\"Sold out\",\"Sales haven't started yet\",\"Sales ended\",\"Not on sale\",\"Get tickets\",[\"Get tickets for “\",[\"title\"],\"”\"],\"My recent orders\",\"Saved on this device only.\",[\"Tickets for “\",[\"eventTitle\"],\"”\"],\"Your order\"]");
