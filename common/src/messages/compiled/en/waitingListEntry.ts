// Compiled from catalogs/en/waitingListEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Notify me when available\",[\"Notify me when “\",[\"typeName\"],\"” tickets become available\"],\"Waiting list paused\",\"Waiting list\",\"The offer window must be a whole number of minutes between 5 and 1440.\"]");
