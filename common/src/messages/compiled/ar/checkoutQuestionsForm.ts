// Compiled from catalogs/ar/checkoutQuestionsForm.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"checkoutQuestionsForm.heading\":[\"أسئلة الحجز\"],\"checkoutQuestionsForm.ticketHeading\":[\"التذكرة \",[\"position\",\"number\"],\" — \",[\"typeName\"]],\"checkoutQuestionsForm.choose\":[\"اختر…\"]}");
