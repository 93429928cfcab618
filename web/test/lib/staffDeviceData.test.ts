import { describe, expect, it } from "vitest";
import { memoryStorage, sealable } from "../../src/lib/deviceStorage";
import { keysToForget, queuedScanCount } from "../../src/lib/staffDeviceData";

/** Web Storage holding `entries` (key/length included, as sign-out walks every key). */
function mapStorage(entries: Record<string, string> = {}): Storage {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

const scan = (scanId: string, uid?: string) => ({ scanId, code: `bw1.k1.${scanId}`, eventId: "evt1", scannedAt: 1, ...(uid ? { uid } : {}) });

describe("what a staff sign-out removes from the device's storage", () => {
  it("removes the scanner's conflicts, its admitted tickets, an empty queue and the staff session's note", () => {
    const storage = mapStorage({
      "bawwaba.scanner.queue": "[]",
      "bawwaba.scanner.conflicts": JSON.stringify([{ scan: scan("s1"), answer: { result: "already_used" } }]),
      "bawwaba.scanner.admitted.evt1": JSON.stringify({ tkt1: { atMillis: 1 } }),
      "bawwaba.scanner.admitted.evt2": "{}",
      "bawwaba.staffSession": "true",
    });
    expect(keysToForget(storage).sort()).toEqual([
      "bawwaba.scanner.admitted.evt1",
      "bawwaba.scanner.admitted.evt2",
      "bawwaba.scanner.conflicts",
      "bawwaba.scanner.queue",
      "bawwaba.staffSession",
    ]);
  });

  it("keeps the visitor's choice of language: the device's, not the staff member's", () => {
    expect(keysToForget(mapStorage({ "bawwaba.language": "en" }))).toEqual([]);
  });

  it("keeps a queue that still holds scans: each is bound to the account that made it, never silently lost", () => {
    const storage = mapStorage({ "bawwaba.scanner.queue": JSON.stringify([scan("s1", "uidA")]) });
    expect(keysToForget(storage)).toEqual([]);
  });

  it("removes a damaged queue: it holds no scan anyone could send", () => {
    expect(keysToForget(mapStorage({ "bawwaba.scanner.queue": "{not json" }))).toEqual(["bawwaba.scanner.queue"]);
  });

  it("keeps the gate's settings, the public keys, the buyer's own values and what is not the app's", () => {
    const storage = mapStorage({
      "bawwaba.scanner.settings": JSON.stringify({ eventId: "evt1", gate: "الشمالية" }),
      "bawwaba.scanner.publicKeys": JSON.stringify({ k1: "MCowBQ…" }),
      "bawwaba.shop.recentOrders": "[]",
      "bawwaba.shop.buyerPhone": JSON.stringify("+966500000000"),
      "firebase:host:demo-bawwaba": "x",
      "firestore_clients_firestore/[DEFAULT]/demo-bawwaba/_abc": "{}",
    });
    expect(keysToForget(storage)).toEqual([]);
  });

  it("removes a bawwaba. value it does not know: staff data is forgotten unless declared the device's or a buyer's", () => {
    expect(keysToForget(mapStorage({ "bawwaba.scanner.somethingNew": "1", "bawwaba.tickets.lastSearch": "x" })).sort()).toEqual([
      "bawwaba.scanner.somethingNew",
      "bawwaba.tickets.lastSearch",
    ]);
  });
});

describe("queuedScanCount", () => {
  it("counts the scans an account may send: its own, and those queued before scans carried their account", () => {
    const storage = mapStorage({
      "bawwaba.scanner.queue": JSON.stringify([scan("s1", "uidA"), scan("s2", "uidB"), scan("s3", "uidA"), scan("s4")]),
    });
    expect(queuedScanCount(storage, "uidA")).toBe(3);
    expect(queuedScanCount(storage, "uidB")).toBe(2);
    expect(queuedScanCount(mapStorage(), "uidA")).toBe(0);
    expect(queuedScanCount(mapStorage({ "bawwaba.scanner.queue": "oops" }), "uidA")).toBe(0);
  });
});

describe("sealable device storage", () => {
  it("writes nothing once sealed (a page forgetting its session), and still removes", () => {
    const inner = mapStorage({ "bawwaba.scanner.conflicts": "[]" });
    const storage = sealable(inner);
    storage.setItem("bawwaba.a", "1");
    storage.seal();
    storage.setItem("bawwaba.scanner.conflicts", JSON.stringify([{ holderName: "سارة" }]));
    storage.removeItem("bawwaba.a");
    expect(inner.getItem("bawwaba.a")).toBeNull();
    expect(inner.getItem("bawwaba.scanner.conflicts")).toBe("[]");
    expect(storage.getItem("bawwaba.scanner.conflicts")).toBe("[]");
    expect(storage.length).toBe(1);
  });
});
