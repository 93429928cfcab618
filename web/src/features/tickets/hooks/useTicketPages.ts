// A list of tickets read a page at a time ("load more"), for /qr-codes,
// /qasr-assign-ticket and the printing of a bulk job. Not live: thousands of
// tickets would mean thousands of listeners' worth of updates; a change made
// from the page itself is applied with `replaceTicket`.
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchTicketsPage, type TicketsCursor } from "../api";
import { loadErrorMessage } from "../../../lib/loadErrors";
import type { TicketListFilter, TicketView } from "../../../data/ticketViews";

interface Loaded {
  filter: TicketListFilter;
  /** undefined when the first page failed. */
  tickets?: TicketView[];
  next?: TicketsCursor;
  loadingMore: boolean;
  error?: string;
}

export interface TicketPages {
  /** undefined while the first page loads, when it failed, or with no filter. */
  tickets?: TicketView[];
  hasMore: boolean;
  loadingMore: boolean;
  error?: string;
  loadMore: () => void;
  replaceTicket: (ticket: TicketView) => void;
}

/** `filter` must be memoized: a new object starts the list again. */
export function useTicketPages(filter: TicketListFilter | undefined, pageSize: number): TicketPages {
  const [loaded, setLoaded] = useState<Loaded>();
  // The filter whose answers are still wanted: a late page of a previous one is dropped.
  const current = useRef(filter);

  useEffect(() => {
    current.current = filter;
    if (!filter) return;
    fetchTicketsPage(filter, pageSize).then(
      ({ tickets, next }) => {
        if (current.current === filter) setLoaded({ filter, tickets, next, loadingMore: false });
      },
      (error: unknown) => {
        console.error("Could not load the tickets", error);
        if (current.current === filter) setLoaded({ filter, loadingMore: false, error: loadErrorMessage(error) });
      },
    );
  }, [filter, pageSize]);

  const mine = loaded?.filter === filter ? loaded : undefined;

  const loadMore = useCallback(() => {
    const from = mine;
    if (!from?.tickets || !from.next || from.loadingMore) return;
    setLoaded({ ...from, loadingMore: true, error: undefined });
    fetchTicketsPage(from.filter, pageSize, from.next).then(
      (page) => {
        if (current.current !== from.filter) return;
        setLoaded((previous) => previous && {
          ...previous,
          tickets: [...(previous.tickets ?? []), ...page.tickets],
          next: page.next,
          loadingMore: false,
        });
      },
      (error: unknown) => {
        console.error("Could not load more tickets", error);
        if (current.current !== from.filter) return;
        setLoaded((previous) => previous && { ...previous, loadingMore: false, error: loadErrorMessage(error) });
      },
    );
  }, [mine, pageSize]);

  const replaceTicket = useCallback((ticket: TicketView) => {
    setLoaded((previous) => previous && {
      ...previous,
      tickets: previous.tickets?.map((old) => (old.id === ticket.id ? ticket : old)),
    });
  }, []);

  return {
    tickets: mine?.tickets,
    hasMore: Boolean(mine?.next),
    loadingMore: mine?.loadingMore ?? false,
    error: mine?.error,
    loadMore,
    replaceTicket,
  };
}
