// Compiled from catalogs/en/checkoutQuestionsForm.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"checkoutQuestionsForm.heading\":[\"Booking questions\"],\"checkoutQuestionsForm.ticketHeading\":[\"Ticket \",[\"position\",\"number\"],\" — \",[\"typeName\"]],\"checkoutQuestionsForm.choose\":[\"Choose…\"]}");
