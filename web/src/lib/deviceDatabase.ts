// A small key-value store in IndexedDB, for what a page keeps on the device
// that is too large for localStorage (the gate list of an event: tens of
// thousands of ticket ids). Values are stored as structured clones. A staff
// sign-out deletes the whole database (lib/firebase.ts), from any tab: every
// tab lets go of it when asked (versionchange), and a page that deleted it
// opens it no more.
export const DEVICE_DATABASE = "bawwaba";
const STORE = "values";

let opened: Promise<IDBDatabase> | undefined;
/** Set once this page deleted the database: it is forgetting a staff session and keeps nothing more. */
let deleted = false;

function database(): Promise<IDBDatabase> {
  if (deleted) return Promise.reject(new Error("This page's staff session ended: it keeps nothing on the device"));
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DEVICE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deletes the database (its sign-out): let go at once, or the deletion waits for this page.
      db.onversionchange = () => {
        db.close();
        opened = undefined;
      };
      resolve(db);
    };
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

/**
 * Deletes the database with everything in it; this page opens it no more.
 * Resolves once it is gone: at once, or when the last other tab holding it
 * lets go (each does on versionchange, above).
 */
export async function deleteDeviceDatabase(): Promise<void> {
  deleted = true;
  const current = opened;
  opened = undefined;
  if (current) await current.then((db) => db.close()).catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DEVICE_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be deleted"));
  });
}
