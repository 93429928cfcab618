// Finding a ticket among the loaded ones by (part of) its id or its holder's
// name, as staff type them (folded as in common/src/search.ts).
import { foldForSearch } from "@bawwaba/common";
import type { TicketView } from "../../../data/ticketViews";

export function matchesTicketSearch(ticket: Pick<TicketView, "id" | "holderName">, search: string): boolean {
  const wanted = foldForSearch(search);
  if (wanted === "") return true;
  return foldForSearch(ticket.id).includes(wanted) || foldForSearch(ticket.holderName ?? "").includes(wanted);
}
