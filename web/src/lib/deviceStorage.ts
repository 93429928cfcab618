// The device's storage (storedValue.ts): localStorage, or memory when the
// browser blocks it (some private modes), so that the scanner still scans and
// the shop still sells; they then forget everything on reload.
import type { KeyValueStorage } from "./storedValue";

function openStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn("localStorage is blocked; this page keeps its data in memory only", error);
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  }
}

export const deviceStorage = openStorage();
