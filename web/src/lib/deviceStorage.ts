// The device's storage (storedValue.ts): localStorage, or memory when the
// browser blocks it (some private modes), so that the scanner still scans and
// the shop still sells; they then forget everything on reload.
import type { KeyValueStorage } from "./storedValue";

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function openStorage(): KeyValueStorage {
  // A page rendered to HTML at build time (web/src/prerender.tsx) is on no device.
  if (typeof window === "undefined") return memoryStorage();
  try {
    return window.localStorage;
  } catch (error) {
    console.warn("localStorage is blocked; this page keeps its data in memory only", error);
    return memoryStorage();
  }
}

export const deviceStorage = openStorage();
