// The one Firebase app of the web client, configured per docs/product.md §5.
import { initializeApp } from "firebase/app";
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from "firebase/app-check";
import { connectAuthEmulator, getAuth, signOut } from "firebase/auth";
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type FirestoreSettings,
} from "firebase/firestore";
import {
  appCheckSiteKey,
  EMULATOR_HOST,
  EMULATOR_PORTS,
  FIRESTORE_CACHE_BYTES,
  firebaseOptions,
  useEmulators,
} from "./config";

export const app = initializeApp(firebaseOptions);

// App Check must start before any other service sends a request. Never in the
// emulators: they do not verify App Check tokens and there is no site key.
if (appCheckSiteKey && !useEmulators) {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

export const auth = getAuth(app);

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
  await terminate(db);
  try {
    await clearIndexedDbPersistence(db);
  } catch (error) {
    // Another open tab still uses the cache: it is cleared when that tab signs out or closes.
    console.warn("Could not clear the Firestore cache", error);
  }
  window.location.assign(landing);
}
