// The app's service worker (vite.config.ts), registered when the scanner
// opens: once it has precached the app, the gate opens with no network. A
// new deployment's worker waits; the gate is offered to update and decides
// when (never a reload in the middle of scanning).
import { registerSW } from "virtual:pwa-register";
import { useSyncExternalStore } from "react";

interface WorkerState {
  /** The app is cached: it opens without the network. */
  offlineReady: boolean;
  /** A newer version is installed and waits for the gate to update. */
  updateWaiting: boolean;
}

let state: WorkerState = { offlineReady: false, updateWaiting: false };
const listeners = new Set<() => void>();
let updateToNewVersion: ((reloadPage?: boolean) => Promise<void>) | undefined;

function change(next: Partial<WorkerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function register() {
  if (updateToNewVersion || !("serviceWorker" in navigator)) return;
  updateToNewVersion = registerSW({
    immediate: true,
    onOfflineReady: () => change({ offlineReady: true }),
    onNeedRefresh: () => change({ updateWaiting: true }),
    // Installed on an earlier visit: the cache is there already.
    onRegisteredSW: (_url, registration) => {
      if (registration?.active) change({ offlineReady: true });
    },
    onRegisterError: (error: unknown) => console.error("The service worker could not be registered", error),
  });
}

function subscribe(listener: () => void) {
  register();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceWorker() {
  const current = useSyncExternalStore(subscribe, () => state);
  return {
    ...current,
    /** Activates the waiting version and reloads the page with it. */
    update: () => void updateToNewVersion?.(true),
  };
}
