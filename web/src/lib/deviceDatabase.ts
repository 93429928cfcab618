// A small key-value store in IndexedDB, for what a page keeps on the device
// that is too large for localStorage (the gate list of an event: tens of
// thousands of ticket ids). Values are stored as structured clones.
const DATABASE = "bawwaba";
const STORE = "values";

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
  });
  return opened;
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
      }),
  );
}

export function readDeviceValue(key: string): Promise<unknown> {
  return run<unknown>("readonly", (store) => store.get(key));
}

export function writeDeviceValue(key: string, value: unknown): Promise<void> {
  return run<unknown>("readwrite", (store) => store.put(value, key)).then(() => undefined);
}
