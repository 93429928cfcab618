// Compiled from catalogs/en/waitingListEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"waitingListEntry.notifyMe\":[\"Notify me when available\"],\"waitingListEntry.notifyMeLabel\":[\"Notify me when “\",[\"typeName\"],\"” tickets become available\"],\"waitingListEntry.paused\":[\"Waiting list paused\"],\"waitingListEntry.managerAction\":[\"Waiting list\"],\"waitingListEntry.offerMinutes\":[\"The offer window must be a whole number of minutes between 5 and 1440.\"]}");
