// The sale a sale-done URL names: the one just issued on this page, or, after
// a reload or from the recent sales, the seller's order read back with its
// tickets, event and private link (pastSales.ts fetchSale).
import { useCallback } from "react";
import { useLoaded } from "../../../lib/useLoaded";
import { issuedSaleOf, type IssuedSale } from "../model/issuedSale";
import { fetchSale } from "../pastSales";

export type SaleShown = { status: "loading" } | { status: "ready"; sale: IssuedSale } | { status: "missing" } | { status: "error" };

export function useSaleShown(orderId: string, justIssued: IssuedSale | null): { shown: SaleShown; retry: () => void } {
  const known = justIssued?.orderId === orderId ? justIssued : null;
  const load = useCallback(
    async () => {
      const record = await fetchSale(orderId);
      return record ? issuedSaleOf(record, window.location.origin) : null;
    },
    [orderId],
  );
  const { loaded, retry } = useLoaded(known ? null : orderId, load, "the sale");
  if (known) return { shown: { status: "ready", sale: known }, retry };
  if (loaded.status !== "ready") return { shown: loaded, retry };
  return { shown: loaded.value ? { status: "ready", sale: loaded.value } : { status: "missing" }, retry };
}
