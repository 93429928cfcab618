// Compiled from catalogs/ar/waitingListEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly notifyMe: string;
  notifyMeLabel(typeName: string | number): string;
  readonly paused: string;
  readonly managerAction: string;
  readonly offerMinutes: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"notifyMe\":[\"أعلمني عند توفرها\"],\"notifyMeLabel(typeName)\":[\"أعلمني عند توفر تذاكر «\",[\"typeName\"],\"»\"],\"paused\":[\"قائمة الانتظار موقوفة\"],\"managerAction\":[\"قائمة الانتظار\"],\"offerMinutes\":[\"مهلة العرض عدد صحيح من الدقائق بين 5 و1440.\"]}");
