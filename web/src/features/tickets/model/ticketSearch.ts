// Finding a ticket among the loaded ones by (part of) its id or its holder's
// name, as staff type them: any case, with or without Arabic diacritics,
// hamza forms or tatweel, and with Arabic-Indic digits.
import { toLatinDigits } from "@bawwaba/common";
import type { TicketView } from "./types";

// Harakat, superscript alef and tatweel do not change a name: "أحمد" = "أَحمد" = "أحـمد".
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

function fold(text: string): string {
  return toLatinDigits(text)
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export function matchesTicketSearch(ticket: Pick<TicketView, "id" | "holderName">, search: string): boolean {
  const wanted = fold(search);
  if (wanted === "") return true;
  return fold(ticket.id).includes(wanted) || fold(ticket.holderName ?? "").includes(wanted);
}
