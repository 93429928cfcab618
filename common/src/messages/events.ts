// Arabic strings of the event form and of money amounts (eventForm.ts,
// money.ts). Numbers inside messages use Latin digits, like formatMoney.
import { catalog } from "./compiled/ar/events.js";
import { section } from "./i18n.js";

export const eventMessages = section("events", catalog);
