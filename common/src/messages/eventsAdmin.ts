// Arabic strings of the staff events pages (/create-event,
// /qasr-events-manager): the list, the form's labels, actions and errors.
// The form's validation messages are in events.ts.
import { messages } from "./compiled/ar/eventsAdmin.js";
import { arabicSection } from "./i18n.js";
import type { EventStatus } from "../documents.js";
import type { EventTimeZone } from "../timeZones.js";
import { eventsLoadMessages } from "./eventsLoad.js";
import { functionErrorMessages } from "./functionErrors.js";
import { ticketsMessages } from "./tickets.js";

const t = arabicSection("eventsAdmin", messages);

export const eventsAdminMessages = {
  get newEvent() {
    return t("newEvent");
  },
  get newQasrEvent() {
    return t("newQasrEvent");
  },
  get emptyList() {
    return t("emptyList");
  },
  get emptyQasrList() {
    return t("emptyQasrList");
  },
  get readOnly() {
    return t("readOnly");
  },
  get eventsList() {
    return t("eventsList");
  },

  statuses: {
    get draft() {
      return t("statuses.draft");
    },
    get published() {
      return t("statuses.published");
    },
    get closed() {
      return t("statuses.closed");
    },
    get cancelled() {
      return t("statuses.cancelled");
    },
  } satisfies Record<EventStatus, string>,
  /** A published event whose end has passed (isEventOver). */
  get ended() {
    return t("ended");
  },

  columns: {
    get title() {
      return t("columns.title");
    },
    get status() {
      return t("columns.status");
    },
    get startsAt() {
      return t("columns.startsAt");
    },
    get ticketTypes() {
      return t("columns.ticketTypes");
    },
    get actions() {
      return t("columns.actions");
    },
  },
  soldOfCapacity: (sold: number, capacity: number) => t("soldOfCapacity", { sold, capacity }),
  /** Beside a hidden type in the list (its form switch: form.hidden). */
  get hiddenType() {
    return t("hiddenType");
  },
  get noTicketTypes() {
    return t("noTicketTypes");
  },

  actions: {
    get edit() {
      return t("actions.edit");
    },
    get publish() {
      return t("actions.publish");
    },
    get close() {
      return t("actions.close");
    },
    get reopen() {
      return t("actions.reopen");
    },
    get cancel() {
      return t("actions.cancel");
    },
    get duplicate() {
      return t("actions.duplicate");
    },
    /** Opens the event's promo and access codes (their own words: promoCodes.ts `manager`). */
    get promoCodes() {
      return t("actions.promoCodes");
    },
  },
  /** Names the event for screen readers: "نشر: حفلة رأس السنة". */
  actionOn: (action: string, title: string) => t("actionOn", { action, title }),
  done: {
    get created() {
      return t("done.created");
    },
    get updated() {
      return t("done.updated");
    },
    get publish() {
      return t("done.publish");
    },
    get close() {
      return t("done.close");
    },
    get reopen() {
      return t("done.reopen");
    },
    get cancel() {
      return t("done.cancel");
    },
    get duplicate() {
      return t("done.duplicate");
    },
  },
  get copySuffix() {
    return t("copySuffix");
  },

  confirmCancel: {
    get title() {
      return t("confirmCancel.title");
    },
    body: (title: string) => t("confirmCancel.body", { title }),
    get confirm() {
      return t("confirmCancel.confirm");
    },
    get keep() {
      return t("confirmCancel.keep");
    },
  },

  form: {
    get createTitle() {
      return t("form.createTitle");
    },
    get editTitle() {
      return t("form.editTitle");
    },
    get title() {
      return t("form.title");
    },
    get description() {
      return t("form.description");
    },
    get category() {
      return t("form.category");
    },
    get venue() {
      return t("form.venue");
    },
    get startsAt() {
      return t("form.startsAt");
    },
    get endsAt() {
      return t("form.endsAt");
    },
    get timeZone() {
      return t("form.timeZone");
    },
    currency: ticketsMessages.fields.currency,
    get ticketTypes() {
      return t("form.ticketTypes");
    },
    ticketType: (index: number) => t("form.ticketType", { index }),
    get ticketName() {
      return t("form.ticketName");
    },
    price: (currency: string) => t("form.price", { currency }),
    get capacity() {
      return t("form.capacity");
    },
    get perOrderLimit() {
      return t("form.perOrderLimit");
    },
    get vatRate() {
      return t("form.vatRate");
    },
    get vatRateHint() {
      return t("form.vatRateHint");
    },
    get salesWindow() {
      return t("form.salesWindow");
    },
    get salesStartsAt() {
      return t("form.salesStartsAt");
    },
    get salesEndsAt() {
      return t("form.salesEndsAt");
    },
    sold: (sold: number) => t("form.sold", { sold }),
    get addTicketType() {
      return t("form.addTicketType");
    },
    removeTicketType: (index: number) => t("form.removeTicketType", { index }),
    get removeNotDraft() {
      return t("form.removeNotDraft");
    },
    get save() {
      return t("form.save");
    },
    get saving() {
      return t("form.saving");
    },
    get close() {
      return t("form.close");
    },
    get fixErrors() {
      return t("form.fixErrors");
    },
    /** Beside a date-time field: what was typed, in words, so the organiser can check the day and zone. */
    atTimeIn: (dateTime: string, zone: string) => t("form.atTimeIn", { dateTime, zone }),
    get notFound() {
      return t("form.notFound");
    },
    cancelledReadOnly: functionErrorMessages.eventCancelled,
  },

  timeZones: {
    get "Asia/Riyadh"() {
      return t("timeZones.Asia/Riyadh");
    },
    get "Asia/Dubai"() {
      return t("timeZones.Asia/Dubai");
    },
    get "Asia/Qatar"() {
      return t("timeZones.Asia/Qatar");
    },
    get "Asia/Kuwait"() {
      return t("timeZones.Asia/Kuwait");
    },
    get "Asia/Bahrain"() {
      return t("timeZones.Asia/Bahrain");
    },
    get "Asia/Muscat"() {
      return t("timeZones.Asia/Muscat");
    },
    get "Asia/Amman"() {
      return t("timeZones.Asia/Amman");
    },
    get "Asia/Baghdad"() {
      return t("timeZones.Asia/Baghdad");
    },
    get "Asia/Beirut"() {
      return t("timeZones.Asia/Beirut");
    },
    get "Asia/Damascus"() {
      return t("timeZones.Asia/Damascus");
    },
    get "Africa/Cairo"() {
      return t("timeZones.Africa/Cairo");
    },
    get "Africa/Khartoum"() {
      return t("timeZones.Africa/Khartoum");
    },
    get "Africa/Tripoli"() {
      return t("timeZones.Africa/Tripoli");
    },
    get "Africa/Tunis"() {
      return t("timeZones.Africa/Tunis");
    },
    get "Africa/Algiers"() {
      return t("timeZones.Africa/Algiers");
    },
    get "Africa/Casablanca"() {
      return t("timeZones.Africa/Casablanca");
    },
    get UTC() {
      return t("timeZones.UTC");
    },
  } satisfies Record<EventTimeZone, string>,

  calendar: {
    get title() {
      return t("calendar.title");
    },
    get previousMonth() {
      return t("calendar.previousMonth");
    },
    get nextMonth() {
      return t("calendar.nextMonth");
    },
    eventsOn: (count: number) => t("calendar.eventsOn", { count }),
    filteredBy: (date: string) => t("calendar.filteredBy", { date }),
    get clearFilter() {
      return t("calendar.clearFilter");
    },
    get noEventsOnDay() {
      return t("calendar.noEventsOnDay");
    },
  },

  errors: {
    get permissionDenied() {
      return t("errors.permissionDenied");
    },
    get unauthenticated() {
      return t("errors.unauthenticated");
    },
    get notFound() {
      return t("errors.notFound");
    },
    unavailable: functionErrorMessages.network,
    get timeout() {
      return t("errors.timeout");
    },
    get typeRemovalNotDraft() {
      return t("errors.typeRemovalNotDraft");
    },
    loadFailed: eventsLoadMessages.loadFailed,
    get unknown() {
      return t("errors.unknown");
    },
  },
} as const;
