// The editor's finder: the latest orders page by page, or the orders of one
// buyer phone; an order's reference or exact id opens that order instead (`onFound`).
import { formatOrderReference, salesEditorMessages, ticketsMessages } from "@bawwaba/common";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchOrder, fetchOrderIdByReference, type OrderView } from "../../../../data/orders";
import { ltr } from "../../../../lib/bidi";
import { loadErrorMessage } from "../../../../lib/loadErrors";
import { loadPhoneNumbers } from "../../../../lib/phoneNumbers";
import { fetchLatestOrders, fetchOrdersByPhone, type OrdersCursor } from "../api";
import { mayBePhone, parseOrderQuery } from "../model/orderQuery";

/** Orders per page of the latest orders. */
export const LATEST_PAGE_SIZE = 20;

const { search: messages } = salesEditorMessages;

export type OrderList =
  | { kind: "latest"; orders: OrderView[] | null; next?: OrdersCursor }
  | { kind: "phone"; phone: string; orders: OrderView[]; truncated: boolean };

export interface OrderSearch {
  list: OrderList;
  /** Loading the first page or a search. */
  loading: boolean;
  loadingMore: boolean;
  /** Why the search field's text was refused, shown beside it. */
  fieldError?: string;
  /** A failed read, or a search that found nothing. */
  message?: { severity: "error" | "info"; text: string };
  search: (text: string) => Promise<void>;
  showLatest: () => void;
  loadMore: () => void;
}

export function useOrderSearch(onFound: (orderId: string) => void): OrderSearch {
  const [list, setList] = useState<OrderList>({ kind: "latest", orders: null });
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<OrderSearch["message"]>();
  // Only the latest request may change the list: an older answer arriving late is dropped.
  const generation = useRef(0);

  const run = useCallback(async <T,>(work: () => Promise<T>, apply: (value: T) => void) => {
    const mine = ++generation.current;
    setLoading(true);
    setMessage(undefined);
    try {
      const value = await work();
      if (mine === generation.current) apply(value);
    } catch (error) {
      console.error("Could not load orders", error);
      if (mine === generation.current) setMessage({ severity: "error", text: loadErrorMessage(error) });
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  // The first page; the initial state already shows it loading.
  useEffect(() => {
    const mine = ++generation.current;
    fetchLatestOrders(LATEST_PAGE_SIZE)
      .then(
        (page) => {
          if (mine !== generation.current) return;
          setList({ kind: "latest", orders: page.orders, next: page.next });
          if (page.orders.length === 0) setMessage({ severity: "info", text: messages.noOrders });
        },
        (error: unknown) => {
          console.error("Could not load orders", error);
          if (mine === generation.current) setMessage({ severity: "error", text: loadErrorMessage(error) });
        },
      )
      .finally(() => mine === generation.current && setLoading(false));
  }, []);

  const showLatest = () => {
    setFieldError(undefined);
    void run(
      () => fetchLatestOrders(LATEST_PAGE_SIZE),
      (page) => {
        setList({ kind: "latest", orders: page.orders, next: page.next });
        if (page.orders.length === 0) setMessage({ severity: "info", text: messages.noOrders });
      },
    );
  };

  const search = async (text: string) => {
    let phones;
    try {
      // The phone library loads with the first search for a number (lib/phoneNumbers.ts).
      phones = mayBePhone(text) ? await loadPhoneNumbers() : undefined;
    } catch (error) {
      console.error("Could not load the phone library", error);
      setMessage({ severity: "error", text: ticketsMessages.load.unavailable });
      return;
    }
    const parsed = parseOrderQuery(text, phones);
    if (parsed.kind === "empty" || parsed.kind === "invalid") {
      setFieldError(parsed.kind === "empty" ? messages.empty : messages.invalid);
      return;
    }
    setFieldError(undefined);
    if (parsed.kind === "reference") {
      void run(
        () => fetchOrderIdByReference(parsed.reference),
        (orderId) => {
          if (orderId) onFound(orderId);
          else setMessage({ severity: "info", text: messages.notFoundReference(ltr(formatOrderReference(parsed.reference))) });
        },
      );
      return;
    }
    if (parsed.kind === "orderId") {
      void run(
        () => fetchOrder(parsed.orderId),
        (order) => {
          if (order) onFound(order.id);
          else setMessage({ severity: "info", text: messages.notFoundId(parsed.orderId) });
        },
      );
      return;
    }
    void run(
      () => fetchOrdersByPhone(parsed.variants),
      ({ orders, truncated }) => {
        setList({ kind: "phone", phone: parsed.phone, orders, truncated });
        if (orders.length === 0) setMessage({ severity: "info", text: messages.notFoundPhone(parsed.phone) });
      },
    );
  };

  const loadMore = () => {
    if (list.kind !== "latest" || !list.next || loadingMore) return;
    const mine = generation.current;
    const { next, orders } = list;
    setLoadingMore(true);
    fetchLatestOrders(LATEST_PAGE_SIZE, next).then(
      (page) => {
        if (mine === generation.current) setList({ kind: "latest", orders: [...(orders ?? []), ...page.orders], next: page.next });
      },
      (error: unknown) => {
        console.error("Could not load more orders", error);
        if (mine === generation.current) setMessage({ severity: "error", text: loadErrorMessage(error) });
      },
    ).finally(() => setLoadingMore(false));
  };

  return { list, loading, loadingMore, fieldError, message, search, showLatest, loadMore };
}
