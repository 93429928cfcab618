// The page of /tickets-table being shown, moved through with cursors: the
// start of every page already seen is kept, so "previous" goes back without
// counting from the first. A new filter starts again at page 1. The count of
// matches is asked once the first page is on screen, not before: the page is
// what the user waits for, and counting costs the database a pass over every
// match (on the emulator, asked as the page came, it slowed the page's
// rendering: see docs/performance.md § Tickets table: the count after the
// first page).
import { useEffect, useState } from "react";
import { countTableTickets, fetchTablePage, type TableCursor } from "../api";
import { loadErrorMessage } from "../../../../lib/loadErrors";
import type { TicketView } from "../../../../data/ticketViews";
import { filterKey, type TicketTableFilter } from "../model/tableFilter";

interface Position {
  key: string;
  /** Where each page seen so far starts; the first starts at the beginning. */
  starts: (TableCursor | undefined)[];
  pageIndex: number;
}

interface Loaded {
  /** The request this answers (filter, page and attempt): an answer to an older one is not shown. */
  request: string;
  tickets?: TicketView[];
  next?: TableCursor;
  error?: string;
}

export interface TicketTable {
  /** undefined while the page loads or when it failed. */
  tickets?: TicketView[];
  /** From 1. */
  pageNumber: number;
  loading: boolean;
  error?: string;
  /** undefined while counting (or when the count failed: it is only a nicety). */
  count?: number;
  hasNext: boolean;
  hasPrevious: boolean;
  goNext: () => void;
  goPrevious: () => void;
  retry: () => void;
}

/** `filter` must be memoized (a new object loads the page again). */
export function useTicketTable(filter: TicketTableFilter, pageSize: number): TicketTable {
  const key = filterKey(filter);
  const [remembered, setPosition] = useState<Position>({ key, starts: [undefined], pageIndex: 0 });
  const [loaded, setLoaded] = useState<Loaded>();
  const [counted, setCounted] = useState<{ key: string; count: number }>();
  const [attempt, setAttempt] = useState(0);

  const position = remembered.key === key ? remembered : { key, starts: [undefined], pageIndex: 0 };
  const { pageIndex } = position;
  const start = position.starts[pageIndex];
  const request = `${key}#${pageIndex}#${attempt}`;

  useEffect(() => {
    let stale = false;
    fetchTablePage(filter, pageSize, start).then(
      (page) => {
        if (stale) return;
        setLoaded({ request, tickets: page.tickets, next: page.next });
      },
      (error: unknown) => {
        console.error("Could not load the tickets", error);
        if (!stale) setLoaded({ request, error: loadErrorMessage(error) });
      },
    );
    return () => {
      stale = true;
    };
  }, [filter, request, start, pageSize]);

  const mine = loaded?.request === request ? loaded : undefined;
  // An effect runs after the page has been drawn.
  const firstPageShown = pageIndex === 0 && mine?.tickets !== undefined;
  useEffect(() => {
    if (!firstPageShown) return;
    let stale = false;
    countTableTickets(filter).then(
      (count) => !stale && setCounted({ key, count }),
      (error: unknown) => console.error("Could not count the tickets", error),
    );
    return () => {
      stale = true;
    };
  }, [firstPageShown, filter, key]);
  const next = mine?.next;
  return {
    tickets: mine?.tickets,
    pageNumber: pageIndex + 1,
    loading: !mine,
    error: mine?.error,
    count: counted?.key === key ? counted.count : undefined,
    hasNext: next !== undefined,
    hasPrevious: pageIndex > 0,
    goNext: () => {
      if (next) setPosition({ key, starts: [...position.starts.slice(0, pageIndex + 1), next], pageIndex: pageIndex + 1 });
    },
    goPrevious: () => {
      if (pageIndex > 0) setPosition({ ...position, pageIndex: pageIndex - 1 });
    },
    retry: () => setAttempt((count) => count + 1),
  };
}
