// Compiled from catalogs/en/answerWords.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Yes\",\"No\"]");
