// Every Arabic string of the product, for the web app and the functions.
// Components and services import from here; nothing else holds UI text.
// The public pages import `arPublic` (publicMessages.ts) instead: the same
// strings without the staff sections.
import { eventMessages } from "./events.js";
import { eventsAdminMessages } from "./eventsAdmin.js";
import { ticketsTableMessages } from "./ticketsTable.js";
import { checkinMessages } from "./checkin.js";
import { staffMessages } from "./staff.js";
import { dashboardMessages } from "./dashboard.js";
import { salesEditorMessages } from "./salesEditor.js";
import { arPublic } from "./publicMessages.js";

export const ar = {
  ...arPublic,

  /** Event form, prices and dates (see eventForm.ts, money.ts). */
  events: eventMessages,

  /** The staff events pages: list, form labels, actions (eventsAdmin.ts). */
  eventsAdmin: eventsAdminMessages,

  /** /tickets-table: search, filters, sorting, pages, CSV export (ticketsTable.ts). */
  ticketsTable: ticketsTableMessages,

  /** The gate scanner: verdicts, live counts, offline queue (checkin.ts). */
  checkin: checkinMessages,

  /** Staff management: roles by e-mail (staff.ts). */
  staff: staffMessages,

  /** The dashboard: figures, sales chart and breakdowns (dashboard.ts). */
  dashboard: dashboardMessages,

  /** The sales editor: finding orders, corrections, audit log (salesEditor.ts). */
  salesEditor: salesEditorMessages,
} as const;
