// Compiled from catalogs/en/languageChoice.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"languageChoice.switchTo.ar\":\"العربية\",\"languageChoice.switchTo.en\":\"English\"}");
