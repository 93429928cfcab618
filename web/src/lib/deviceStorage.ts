// The device's storage (storedValue.ts): localStorage, or memory when the
// browser blocks it (some private modes), so that the scanner still scans and
// the shop still sells; they then forget everything on reload. And the tab's:
// sessionStorage, kept while the tab lives (the shop's checkout form).

/** Web Storage in memory: what a page keeps when the browser gives it none. */
function memoryStorage(): Storage {
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
  // A page rendered to HTML at build time (web/src/prerender.tsx) is on no device.
  if (typeof window === "undefined") return memoryStorage();
  try {
    return window[kind];
  } catch (error) {
    console.warn(`${kind} is blocked; this page keeps its data in memory only`, error);
    return memoryStorage();
  }
}

export const deviceStorage = openStorage("localStorage");
export const tabStorage = openStorage("sessionStorage");
