// The orders bought on this device, so that the shop can list them with their
// private links: a buyer who closed the tab finds the tickets again without
// digging for the link. Kept in localStorage (lib/storedValue.ts), newest
// first, the latest few only.
import type { OrderLink } from "@bawwaba/common";
import { isRecord, isString, storedValue, type KeyValueStorage } from "../../../lib/storedValue";

export interface RecentOrder extends OrderLink {
  eventTitle: string;
  /** The event's English title as sold, when it had one: the English shop names the order by it (localizedText.ts eventTitleIn). */
  eventTitleEn?: string;
  /** When it was bought or last opened here (epoch milliseconds). */
  savedAt: number;
}

export const MAX_RECENT_ORDERS = 10;

/** The titles a recent order keeps, from a sale, an order or a listed order: the English one only when there is one. */
export function titlesOf(sold: { eventTitle: string; eventTitleEn?: string }): Pick<RecentOrder, "eventTitle" | "eventTitleEn"> {
  return { eventTitle: sold.eventTitle, ...(sold.eventTitleEn ? { eventTitleEn: sold.eventTitleEn } : {}) };
}

const isRecentOrder = (value: unknown): value is RecentOrder =>
  isRecord(value) &&
  isString(value.orderId) &&
  isString(value.accessToken) &&
  isString(value.eventTitle) &&
  (value.eventTitleEn === undefined || isString(value.eventTitleEn)) &&
  typeof value.savedAt === "number";

// One malformed entry (a hand edit) is dropped, not the whole list.
const isRecentOrderList = (value: unknown): value is unknown[] => Array.isArray(value);

export function recentOrdersStore(storage: KeyValueStorage) {
  const stored = storedValue(storage, "shop.recentOrders", isRecentOrderList, []);
  const read = (): RecentOrder[] => stored.read().filter(isRecentOrder);
  return {
    read,
    /** The private link's token of an order bought or opened on this device. */
    tokenOf: (orderId: string): string | undefined => read().find((known) => known.orderId === orderId)?.accessToken,
    /** Puts `order` first (once), keeps the newest MAX_RECENT_ORDERS; returns the new list. */
    remember(order: RecentOrder): RecentOrder[] {
      const others = read().filter((known) => known.orderId !== order.orderId);
      const next = [order, ...others].slice(0, MAX_RECENT_ORDERS);
      stored.write(next);
      return next;
    },
  };
}
