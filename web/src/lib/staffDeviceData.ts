// What a staff session leaves in the device's storage (every key of the app
// starts with `bawwaba.`, storedValue.ts) and what signing out does with each
// (docs/security.md "Staff devices"; README "How the gate works"). Removed:
// whatever a staff member's work put there — the scanner's conflicts (holder
// names), the tickets it saw enter per event, the note that a staff session
// exists, and any `bawwaba.` value not listed below, so that a value added
// later is forgotten unless someone decides it is not staff data. Kept: what
// belongs to the device (the gate's event and name, the public keys that
// verify codes: they disclose nothing; the visitor's choice of language),
// what belongs to a buyer (`shop.`: a buyer's recent orders and phone
// session, said on the privacy page), and
// the scanner's queue while it holds scans: each carries the account that
// made it and is sent only under that account (features/checkin), so a queue
// is never dropped silently; the sign-out asks first (app/useStaffSignOut.ts).
// The gate lists live in IndexedDB (deviceDatabase.ts) and Firestore's cache
// in its own: both are deleted whole (lib/firebase.ts).
import { LANGUAGE_STORAGE_KEY } from "@bawwaba/common";
import { STORAGE_PREFIX } from "./storedValue";

/** The scanner's offline queue (features/checkin/model/offlineQueue.ts), under STORAGE_PREFIX. */
export const SCAN_QUEUE_KEY = "scanner.queue";

/** Kept at a staff sign-out: the device's, or a buyer's. */
const KEPT_KEYS: ReadonlySet<string> = new Set(["scanner.settings", "scanner.publicKeys", LANGUAGE_STORAGE_KEY.slice(STORAGE_PREFIX.length)]);
const KEPT_PREFIXES: readonly string[] = ["shop."];

/** The queue's scans as stored, or none when it is missing or damaged (nothing anyone could send). */
function storedScans(storage: Pick<Storage, "getItem">): unknown[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_PREFIX + SCAN_QUEUE_KEY) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function keptAtSignOut(name: string, storage: Pick<Storage, "getItem">): boolean {
  if (KEPT_KEYS.has(name) || KEPT_PREFIXES.some((prefix) => name.startsWith(prefix))) return true;
  return name === SCAN_QUEUE_KEY && storedScans(storage).length > 0;
}

/** The keys of `storage` a staff sign-out removes. Keys outside the app's prefix (Firebase's own) are left to their owners. */
export function keysToForget(storage: Pick<Storage, "length" | "key" | "getItem">): string[] {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  return keys.filter((key) => key.startsWith(STORAGE_PREFIX) && !keptAtSignOut(key.slice(STORAGE_PREFIX.length), storage));
}

/** Removes what a staff session left in `storage` (keysToForget). */
export function forgetStaffStorage(storage: Storage): void {
  for (const key of keysToForget(storage)) storage.removeItem(key);
}

/**
 * How many queued scans `uid` may send: its own, and any queued before scans
 * carried their account (sent by whoever sends next, as they always were).
 */
export function queuedScanCount(storage: Pick<Storage, "getItem">, uid: string): number {
  return storedScans(storage).filter((scan) => {
    if (typeof scan !== "object" || scan === null) return false;
    const owner = (scan as { uid?: unknown }).uid;
    return owner === undefined || owner === uid;
  }).length;
}
