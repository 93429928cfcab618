// Compiled from catalogs/ar/answerWords.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"answerWords.yes\":[\"نعم\"],\"answerWords.no\":[\"لا\"]}");
