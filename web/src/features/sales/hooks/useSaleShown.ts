// The sale a sale-done URL names: the one just issued on this page, or, after
// a reload or from the recent sales, the seller's order read back with its
// tickets, event and private link (api.ts fetchSale).
import { useEffect, useState } from "react";
import { fetchSale } from "../pastSales";
import { issuedSaleOf, type IssuedSale } from "../model/issuedSale";

export type SaleShown = { status: "loading" } | { status: "ready"; sale: IssuedSale } | { status: "missing" } | { status: "error" };

export function useSaleShown(orderId: string, justIssued: IssuedSale | null): { shown: SaleShown; retry: () => void } {
  const [loaded, setLoaded] = useState<{ orderId: string; shown: SaleShown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const known = justIssued?.orderId === orderId ? justIssued : null;

  useEffect(() => {
    if (known) return;
    let active = true;
    fetchSale(orderId).then(
      (record) => active && setLoaded({ orderId, shown: record ? { status: "ready", sale: issuedSaleOf(record, window.location.origin) } : { status: "missing" } }),
      (error: unknown) => {
        console.error("Could not load the sale", error);
        if (active) setLoaded({ orderId, shown: { status: "error" } });
      },
    );
    return () => {
      active = false;
    };
  }, [orderId, known, attempt]);

  const retry = () => {
    setLoaded(null);
    setAttempt((count) => count + 1);
  };
  if (known) return { shown: { status: "ready", sale: known }, retry };
  return { shown: loaded?.orderId === orderId ? loaded.shown : { status: "loading" }, retry };
}
