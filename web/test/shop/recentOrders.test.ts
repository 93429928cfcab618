import { describe, expect, it } from "vitest";
import { eventTitleIn } from "@bawwaba/common";
import { MAX_RECENT_ORDERS, recentOrdersStore, titlesOf, type RecentOrder } from "../../src/features/shop/model/recentOrders";
import { holdMinutesLeft } from "../../src/features/shop/model/holdTime";

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const order = (n: number): RecentOrder => ({
  orderId: `order${n}`,
  accessToken: `token-${n}-abcdefghijklmnopqrstuvwxyz`,
  eventTitle: `فعالية ${n}`,
  savedAt: 1_000 + n,
});

describe("recent orders on this device", () => {
  it("starts empty and lists the newest first", () => {
    const store = recentOrdersStore(memoryStorage());
    expect(store.read()).toEqual([]);
    store.remember(order(1));
    store.remember(order(2));
    expect(store.read().map((known) => known.orderId)).toEqual(["order2", "order1"]);
  });

  it("keeps an order once, moved to the top when it comes again", () => {
    const store = recentOrdersStore(memoryStorage());
    store.remember(order(1));
    store.remember(order(2));
    const list = store.remember({ ...order(1), eventTitle: "اسم جديد", savedAt: 5_000 });
    expect(list.map((known) => [known.orderId, known.eventTitle])).toEqual([
      ["order1", "اسم جديد"],
      ["order2", "فعالية 2"],
    ]);
  });

  it("keeps an order's English title beside its Arabic one, so that each page names it in its language", () => {
    const store = recentOrdersStore(memoryStorage());
    store.remember({ ...order(1), ...titlesOf({ eventTitle: "ليلة الطرب", eventTitleEn: "Tarab Night" }) });
    store.remember({ ...order(2), ...titlesOf({ eventTitle: "يوم العائلة", eventTitleEn: "" }) });
    const [withoutEnglish, withEnglish] = store.read();
    expect(withoutEnglish).not.toHaveProperty("eventTitleEn");
    expect([eventTitleIn("en", withEnglish!), eventTitleIn("ar", withEnglish!)]).toEqual(["Tarab Night", "ليلة الطرب"]);
    expect(eventTitleIn("en", withoutEnglish!)).toBe("يوم العائلة");
  });

  it("drops an entry whose English title is not text, and keeps the others", () => {
    const storage = memoryStorage();
    storage.setItem("bawwaba.shop.recentOrders", JSON.stringify([{ ...order(1), eventTitleEn: 7 }, order(2)]));
    expect(recentOrdersStore(storage).read().map((known) => known.orderId)).toEqual(["order2"]);
  });

  it(`keeps only the latest ${MAX_RECENT_ORDERS}`, () => {
    const store = recentOrdersStore(memoryStorage());
    for (let n = 1; n <= MAX_RECENT_ORDERS + 3; n += 1) store.remember(order(n));
    const list = store.read();
    expect(list).toHaveLength(MAX_RECENT_ORDERS);
    expect(list[0]!.orderId).toBe(`order${MAX_RECENT_ORDERS + 3}`);
  });

  it("reads what it cannot make sense of as nothing, and drops only malformed entries", () => {
    const storage = memoryStorage();
    const store = recentOrdersStore(storage);
    storage.setItem("bawwaba.shop.recentOrders", "{not json");
    expect(store.read()).toEqual([]);
    storage.setItem("bawwaba.shop.recentOrders", JSON.stringify([order(1), { orderId: 3 }, "x"]));
    expect(store.read()).toEqual([order(1)]);
  });

  it("goes on when the storage refuses to write", () => {
    const store = recentOrdersStore({
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    });
    expect(store.remember(order(1))).toEqual([order(1)]);
  });
});

describe("holdMinutesLeft", () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it("rounds up to whole minutes and stops at 0", () => {
    expect(holdMinutesLeft(new Date(now + 14 * 60_000 + 1).toISOString(), now)).toBe(15);
    expect(holdMinutesLeft(new Date(now + 60_000).toISOString(), now)).toBe(1);
    expect(holdMinutesLeft(new Date(now - 1).toISOString(), now)).toBe(0);
    expect(holdMinutesLeft("not a date", now)).toBe(0);
  });
});
