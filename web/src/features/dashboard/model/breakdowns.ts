// The rows of the dashboard's breakdowns, named for people: channels in
// Arabic, ticket types by name (with their event's title when all events
// are shown), sellers by the name on their staff record, else by e-mail.
import { dashboardMessages, type SalesSummary } from "@bawwaba/common";
import type { BreakdownRow } from "../components/BreakdownTable";
import type { DashboardEvent } from "./types";

/** How many sellers the dashboard lists. */
export const TOP_SELLERS = 5;

const texts = dashboardMessages.breakdown;

export function breakdownRows(
  summary: SalesSummary,
  events: readonly DashboardEvent[],
  withEventTitles: boolean,
  staffNames: ReadonlyMap<string, string> = new Map(),
) {
  const titles = new Map(events.map((event) => [event.id, event.title]));
  return {
    channels: summary.channels.map(({ channel, ...figures }): BreakdownRow => ({ key: channel, name: texts.channels[channel], ...figures })),
    types: summary.types.map(({ eventId, ticketTypeId, name, ...figures }): BreakdownRow => {
      const typeName = name ?? texts.unnamedType;
      const title = titles.get(eventId);
      return {
        key: `${eventId}/${ticketTypeId}`,
        name: withEventTitles && title ? texts.typeOfEvent(typeName, title) : typeName,
        ...figures,
      };
    }),
    sellers: summary.sellers.map(
      ({ uid, email, ...figures }): BreakdownRow => ({
        key: uid,
        name: (email === undefined ? undefined : staffNames.get(email.toLowerCase())) ?? email ?? texts.unknownSeller,
        ...figures,
      }),
    ),
    codes: summary.codes.map(({ eventId, code, ...figures }): BreakdownRow => {
      const title = titles.get(eventId);
      return { key: `${eventId}/${code}`, name: withEventTitles && title ? texts.typeOfEvent(code, title) : code, ...figures };
    }),
  };
}
