// Compiled from catalogs/en/englishContent.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"englishContent.languageInvalid\":\"Unknown language for the order: Arabic (ar) or English (en).\"}");
