// Compiled from catalogs/en/answerWords.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"answerWords.yes\":[\"Yes\"],\"answerWords.no\":[\"No\"]}");
