// Arabic strings of the staff events pages (/create-event,
// /qasr-events-manager): the list, the form's labels, actions and errors.
// The form's validation messages are in events.ts.
import { catalog } from "./compiled/ar/eventsAdmin.js";
import { section } from "./i18n.js";
import { eventsLoadMessages } from "./eventsLoad.js";
import { functionErrorMessages } from "./functionErrors.js";
import { ticketsMessages } from "./tickets.js";

export const eventsAdminMessages = section("eventsAdmin", catalog, () => ({
  form: {
    get currency() {
      return ticketsMessages.fields.currency;
    },
    get cancelledReadOnly() {
      return functionErrorMessages.eventCancelled;
    },
  },
  errors: {
    get unavailable() {
      return functionErrorMessages.network;
    },
    get loadFailed() {
      return eventsLoadMessages.loadFailed;
    },
  },
}));
