// What /tickets-table shows: the search, the filters and the order, kept in the
// URL (?q=…&event=…&type=…&status=…&channel=…&code=…&sort=…) so that a reload, the
// back button or a shared link shows the same tickets.
import { normalizePromoCode, SALES_CHANNELS, TICKET_STATUSES, type SalesChannel, type TicketStatus } from "@bawwaba/common";
import { parseTicketSearch, type TicketSearch } from "@bawwaba/common/ticketSearch";

export const TICKET_SORTS = ["newest", "oldest", "latest_check_in"] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export interface TicketTableFilter {
  /** The search box as typed (shown back to the user). */
  text: string;
  search: TicketSearch;
  eventId?: string;
  /** Only with `eventId`: types belong to one event. */
  ticketTypeId?: string;
  status?: TicketStatus;
  channel?: SalesChannel;
  /** The promo code the tickets were bought with, normalized as tickets store it (normalizePromoCode). */
  promoCode?: string;
  sort: TicketSort;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filter a URL asks for; values that are not ours are ignored. */
export function filterFromParams(params: URLSearchParams): TicketTableFilter {
  const text = params.get("q") ?? "";
  const eventId = params.get("event") || undefined;
  return {
    text,
    search: parseTicketSearch(text),
    eventId,
    ticketTypeId: eventId ? params.get("type") || undefined : undefined,
    status: oneOf(TICKET_STATUSES, params.get("status")),
    channel: oneOf(SALES_CHANNELS, params.get("channel")),
    promoCode: normalizePromoCode(params.get("code") ?? "") ?? undefined,
    sort: oneOf(TICKET_SORTS, params.get("sort")) ?? "newest",
  };
}

export type FilterChange = Partial<Pick<TicketTableFilter, "text" | "eventId" | "ticketTypeId" | "status" | "channel" | "promoCode" | "sort">>;

/** The URL of `params` changed by `change`; choosing another event forgets the type. */
export function paramsWith(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ("text" in change) set("q", change.text?.trim());
  if ("eventId" in change) {
    set("event", change.eventId);
    next.delete("type");
  }
  if ("ticketTypeId" in change) set("type", change.ticketTypeId);
  if ("status" in change) set("status", change.status);
  if ("channel" in change) set("channel", change.channel);
  if ("promoCode" in change) set("code", change.promoCode);
  if ("sort" in change) set("sort", change.sort === "newest" ? undefined : change.sort);
  return next;
}

/** A stable key of what the filter asks Firestore: equal keys, equal answers. */
export function filterKey({ search, eventId, ticketTypeId, status, channel, promoCode, sort }: TicketTableFilter): string {
  return JSON.stringify({ search, eventId, ticketTypeId, status, channel, promoCode, sort });
}
