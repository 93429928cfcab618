// Which events each selling page offers: all of them on /generate-tickets,
// one category on the category pages, the Qasr's on the Qasr pages.
import { isQasrEvent, type EventCategory, type EventDoc } from "@bawwaba/common";
import { ROUTES } from "../../auth/access";

const CATEGORY_PAGES: Record<string, EventCategory> = {
  [ROUTES.sportTickets]: "sport",
  [ROUTES.partyTickets]: "party",
  [ROUTES.newsTickets]: "news",
  [ROUTES.sporonlietikatTickets]: "sporonlietikat",
  [ROUTES.familyTickets]: "family",
  [ROUTES.qasrPartyTickets]: "qasr_party",
};

export function salesScope(routePath: string): (event: Pick<EventDoc, "category" | "venue">) => boolean {
  const category = CATEGORY_PAGES[routePath];
  if (category) return (event) => event.category === category;
  if (routePath === ROUTES.qasrTicketCreation) return isQasrEvent;
  return () => true;
}
