// Auth and Firestore for the staff, configured per docs/product.md §5. Loaded
// when a staff session begins (auth/AuthProvider.tsx), never by the public shop.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signOut,
} from "firebase/auth";
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type FirestoreSettings,
} from "firebase/firestore";
import { staffSessionHint } from "../auth/staffSessionHint";
import { EMULATOR_HOST, EMULATOR_PORTS, FIRESTORE_CACHE_BYTES, useEmulators } from "./config";
// The app with its App Check, started before Auth and Firestore send anything.
import { app } from "./firebaseApp";

// What getAuth sets up, without its popup and redirect sign-in (3.2 kB gzip
// of iframe and window handling): staff sign in with e-mail and password.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });

const firestoreSettings: FirestoreSettings & { useFetchStreams: boolean } = {
  localCache: persistentLocalCache({
    cacheSizeBytes: FIRESTORE_CACHE_BYTES,
    tabManager: persistentMultipleTabManager(),
  }),
  // Long polling survives proxies and captive portals that break streams.
  experimentalForceLongPolling: true,
  // Not in the public typings, but honoured by the SDK: no fetch streams.
  useFetchStreams: false,
  ignoreUndefinedProperties: true,
};
export const db = initializeFirestore(app, firestoreSettings);

// A page closed, reloaded or left closes its listen channel there and then
// (terminating sends the close as a beacon, which outlives the page) rather
// than leaving the server to notice. The emulator never notices: it went on
// queueing every change to what each page left had listened to, and slowed
// every write; told that a channel closed, its patched handler
// (scripts/lib/firestore-emulator/) drops the channel's listeners
// (docs/benchmarks.md, "Pages left behind on the Firestore emulator"). A page
// kept in the back-forward cache is left alone: it may be shown again.
window.addEventListener("pagehide", (event) => {
  if (!event.persisted) void terminate(db);
});

if (useEmulators) {
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
}

/**
 * Signs out and leaves nothing behind: the persistent cache (IndexedDB)
 * holds the orders, tickets and buyers' phones the staff member read, and a
 * box-office PC is shared. Firestore is terminated so its cache can be
 * cleared, then the page starts afresh (a terminated instance cannot be used
 * again) on the sign-in page.
 */
export async function signOutAndForget(landing: string): Promise<void> {
  await signOut(auth);
  staffSessionHint.write(false);
  await terminate(db);
  try {
    await clearIndexedDbPersistence(db);
  } catch (error) {
    // Another open tab still uses the cache: it is cleared when that tab signs out or closes.
    console.warn("Could not clear the Firestore cache", error);
  }
  window.location.assign(landing);
}
