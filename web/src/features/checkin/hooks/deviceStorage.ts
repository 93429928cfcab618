// The device's storage for the scanner (model/storedValue.ts): localStorage,
// or memory when the browser blocks it (some private modes), so that the
// page still scans; it then forgets everything on reload.
import type { KeyValueStorage } from "../model/storedValue";

function openStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn("localStorage is blocked; the scanner keeps its data in memory only", error);
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  }
}

export const deviceStorage = openStorage();
