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
import { EMULATOR_HOST, EMULATOR_PORTS, FIRESTORE_CACHE_BYTES, useEmulators } from "./config";
import { deleteDeviceDatabase } from "./deviceDatabase";
import { deviceStorage, sealDeviceStorage } from "./deviceStorage";
import { forgetStaffStorage } from "./staffDeviceData";
import { withTimeout } from "./withTimeout";
// The app with its App Check, started before Auth and Firestore send anything.
import { app } from "./firebaseApp";

// What getAuth sets up, without its popup and redirect sign-in (iframe and
// window handling; see docs/performance.md § Smaller dependencies): staff
// sign in with e-mail and password.
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
// (docs/benchmarks/2026-11.md, "The Firestore emulator: pages left behind
// and lost long-poll responses"). A page
// kept in the back-forward cache is left alone: it may be shown again.
window.addEventListener("pagehide", (event) => {
  if (!event.persisted) void terminate(db);
});

if (useEmulators) {
  connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
}

// Signing out leaves nothing of the session on the device, in every tab
// (docs/security.md "Staff devices"). The tab that signs out tells the others
// on this channel; a tab that misses the message (or a session ended by
// Firebase Auth itself, a revoked token) learns it from Auth, whose signed-in
// user is shared by the profile's tabs (StaffSessionProvider.tsx). Each tab
// then forgets on its own: it terminates its Firestore, which lets go of the
// cache, and asks for the cache and the gate lists to be deleted. IndexedDB
// deletes a database once the last page holding it lets go, so whichever tab
// lets go last completes every tab's request: the deletion converges however
// the tabs' messages interleave, and a tab closed meanwhile lets go by closing.
const signOutChannel = typeof BroadcastChannel === "function" ? new BroadcastChannel("bawwaba.staffSignOut") : undefined;

/**
 * How long a page waits for the caches to be deleted before it leaves anyway
 * (a tab frozen in the background lets go when it wakes and hears of the
 * sign-out; its own request completes the deletion then).
 */
const FORGET_WAIT_MS = 10_000;

let forgetting: Promise<void> | undefined;
/** This page is ending its session: what it hears of the end from Auth or the other tabs changes nothing. */
let endingHere = false;

function waitAtMost(work: Promise<unknown>, what: string): Promise<unknown> {
  return withTimeout(work, FORGET_WAIT_MS, () => new Error(`${what}: still waiting for another tab to let go`)).catch((error: unknown) =>
    console.warn(`Could not delete ${what} yet`, error),
  );
}

/**
 * Forgets, from this page, what the staff session left on the device: the
 * `bawwaba.` values that are staff data (staffDeviceData.ts: a queue still
 * holding scans stays, bound to their accounts), the gate lists and
 * Firestore's cache (orders, tickets and buyers' phones the staff member
 * read). Nothing of this page is written to the device afterwards.
 */
function forgetHere(): Promise<void> {
  forgetting ??= (async () => {
    sealDeviceStorage();
    forgetStaffStorage(deviceStorage);
    // A terminated Firestore lets go of its cache; a page cannot use it again, so the page starts afresh after.
    await terminate(db).catch((error: unknown) => console.warn("Could not terminate Firestore", error));
    await Promise.all([
      waitAtMost(deleteDeviceDatabase(), "the gate lists"),
      waitAtMost(
        Promise.resolve().then(() => clearIndexedDbPersistence(db)),
        "the Firestore cache",
      ),
    ]);
  })();
  return forgetting;
}

/**
 * Signs out and leaves nothing behind, in this tab and the others (above),
 * then starts afresh on `landing`. A box-office PC or a gate phone is shared.
 * The staff bar asks about the scanner's unsent scans before
 * (app/useStaffSignOut.ts); whatever is still queued stays, bound to the
 * account that scanned.
 */
export async function signOutAndForget(landing: string): Promise<void> {
  endingHere = true;
  // Auth's stored user goes first, so that a tab told below finds nobody signed in when it starts afresh.
  await signOut(auth);
  signOutChannel?.postMessage("signedOut");
  await forgetHere();
  window.location.assign(landing);
}

/**
 * The session ended elsewhere (another tab's sign-out, or Auth finding the
 * user gone): forgets it here too, then starts afresh on `landing`, or on
 * this page when there is none. Once per page.
 */
export function forgetSessionEndedElsewhere(landing?: string): void {
  if (endingHere) return;
  endingHere = true;
  void forgetHere().finally(() => (landing ? window.location.assign(landing) : window.location.reload()));
}

/** Calls `listener` when another tab of this profile signs out; returns how to stop. */
export function onSignOutInAnotherTab(listener: () => void): () => void {
  if (!signOutChannel) return () => undefined;
  const heard = () => listener();
  signOutChannel.addEventListener("message", heard);
  return () => signOutChannel.removeEventListener("message", heard);
}
