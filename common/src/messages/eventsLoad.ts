// Why the staff's list of events did not load (web/src/data/useManagedEvents.ts):
// its own module, so the tickets table and the other pages that pick an
// event from that list do not download the events pages' words
// (eventsAdmin.ts) for this one sentence.
import { messages } from "./compiled/ar/eventsLoad.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("eventsLoad", messages);
export const eventsLoadMessages = {
  get loadFailed() {
    return t("loadFailed");
  },
} as const;
