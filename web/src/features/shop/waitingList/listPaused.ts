// Whether the organiser paused a type's waiting list, as the public catalogue
// says now (`waitingList.paused` of its type, common/src/catalogue.ts). Asked
// when the buyer opens the list's form, not kept with the shop's events: the
// shop's first download stays without it (docs/performance.md, page
// budgets). The function refuses a join to a paused list either way.
import { CATALOGUE_PATH, type CatalogueEventAnswer } from "@bawwaba/common";

/** True when paused, false when not, undefined when the catalogue cannot tell (then the form shows as usual). */
export async function isListPaused(eventId: string, ticketTypeId: string): Promise<boolean | undefined> {
  const response = await fetch(`${CATALOGUE_PATH}/${encodeURIComponent(eventId)}`, { headers: { Accept: "application/json" }, cache: "no-cache" });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as Partial<CatalogueEventAnswer> | null;
  const type = answer?.event?.ticketTypes?.find((candidate) => candidate.id === ticketTypeId);
  return type ? type.waitingList?.paused === true : undefined;
}
