// Why the staff's list of events did not load (web/src/data/useManagedEvents.ts):
// its own module, so the tickets table and the other pages that pick an
// event from that list do not download the events pages' words
// (eventsAdmin.ts) for this one sentence.
import { catalog } from "./compiled/ar/eventsLoad.js";
import { section } from "./i18n.js";

export const eventsLoadMessages = section("eventsLoad", catalog);
