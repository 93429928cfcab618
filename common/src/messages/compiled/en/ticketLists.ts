// Compiled from catalogs/en/ticketLists.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"No tickets of this type have been issued yet.\",\"Load more\",[\"Loaded: \",[\"count\",\"plural\",{\"one\":[\"#\",\" ticket\"],\"other\":[\"#\",\" tickets\"]}]],\"Select all loaded\",[[\"count\",\"number\"],\" selected\"],\"Clear selection\",[\"Select ticket \",[\"id\"]],\"Details\",\"Print selected\",\"Select tickets, then choose a print format.\",\"Event\",\"Ticket type\",\"All types\",\"Choose an event to see its tickets.\",\"Choose a ticket type.\",\"No events here yet.\",[[\"title\"],\" — \",[\"date\"]],[[\"remaining\",\"number\"],\" of \",[\"capacity\",\"number\"],\" left\"]]");
