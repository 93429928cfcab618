// Compiled from catalogs/ar/waitingListEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"waitingListEntry.notifyMe\":[\"أعلمني عند توفرها\"],\"waitingListEntry.notifyMeLabel\":[\"أعلمني عند توفر تذاكر «\",[\"typeName\"],\"»\"],\"waitingListEntry.paused\":[\"قائمة الانتظار موقوفة\"],\"waitingListEntry.managerAction\":[\"قائمة الانتظار\"],\"waitingListEntry.offerMinutes\":[\"مهلة العرض عدد صحيح من الدقائق بين 5 و1440.\"]}");
