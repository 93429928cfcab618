// Compiled from catalogs/en/eventsLoad.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"eventsLoad.loadFailed\":[\"Couldn't load events. Refresh the page or check your permissions.\"]}");
