// What a page keeps on the device (localStorage), so that it survives a
// reload: the scanner's settings, public keys, offline queue, conflicts and
// admitted tickets (it works without the network), the shop's recent orders.
// What a staff sign-out removes of them: staffDeviceData.ts.
// Every value is JSON under one key; what does not have the expected shape
// (an older version, a hand edit) reads as the default instead of breaking
// the page.

/** The part of the Web Storage API used here (localStorage, or a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface StoredValue<T> {
  read(): T;
  write(value: T): void;
}

/** Every key the app keeps starts with it (staffDeviceData.ts walks them at sign-out). */
export const STORAGE_PREFIX = "bawwaba.";

export function storedValue<T>(
  storage: KeyValueStorage,
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
): StoredValue<T> {
  const fullKey = STORAGE_PREFIX + key;
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(fullKey) ?? "null");
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    write(value) {
      try {
        storage.setItem(fullKey, JSON.stringify(value));
      } catch (error) {
        // Storage full or blocked: the page goes on with what it holds in memory.
        console.error(`Could not keep ${fullKey} on this device`, error);
      }
    },
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === "string";

export const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);

export const isArrayOf =
  <T>(isItem: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(isItem);

export const isRecordOf =
  <T>(isItem: (item: unknown) => item is T) =>
  (value: unknown): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(isItem);
