// The device's storage (storedValue.ts): localStorage, or memory when the
// browser blocks it (some private modes), so that the scanner still scans and
// the shop still sells; they then forget everything on reload. And the tab's:
// sessionStorage, kept while the tab lives (the shop's checkout form).

/** Web Storage in memory: what a page keeps when the browser gives it none (and the tests' storage). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

function openStorage(kind: "localStorage" | "sessionStorage"): Storage {
  // A page rendered to HTML at build time (web/build/prerender.tsx) is on no device.
  if (typeof window === "undefined") return memoryStorage();
  try {
    return window[kind];
  } catch (error) {
    console.warn(`${kind} is blocked; this page keeps its data in memory only`, error);
    return memoryStorage();
  }
}

/**
 * `storage` that can be sealed: from then on it writes nothing and still
 * reads and removes. A page that is forgetting a staff session (sign-out,
 * lib/firebase.ts) seals the device's storage first, so that nothing still
 * running in it (a scan's answer arriving, a hint written as the session
 * ends) writes staff data back after it was removed.
 */
export function sealable(storage: Storage): Storage & { seal(): void } {
  let sealed = false;
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (!sealed) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
    seal: () => {
      sealed = true;
    },
  };
}

const localDevice = sealable(openStorage("localStorage"));
export const deviceStorage: Storage = localDevice;
/** Nothing is written to the device's storage by this page any more (it is forgetting a staff session). */
export const sealDeviceStorage = (): void => localDevice.seal();
export const tabStorage = openStorage("sessionStorage");
