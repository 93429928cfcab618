// Signing out from the staff bar (docs/security.md "Staff devices"). The
// scanner's queued scans of this account go first: sent now if they can be,
// otherwise the person decides (UnsentScansDialog): stay signed in so that
// they are sent, or sign out and keep them on the device, bound to this
// account. Then lib/firebase.ts forgets the session in every tab. The
// scanner's code loads only when this account has scans queued here: its
// sending (features/checkin/queuedScans.ts) is taken from the scanner page's
// own chunk, which such a device has already used (its service worker keeps
// it offline). Imported from a module of its own, that code would be split out
// of the page's chunk into one more of the page's first download, which
// tests/browser/bundleBudget.test.ts weighs (see docs/performance.md §
// Budgets and targets).
import { lazy, useCallback, useEffect, useState } from "react";
import { signOutUser } from "../features/auth/api";
import type { UnsentScansPrompt } from "../features/checkin/components/UnsentScansDialog";
import { deviceStorage } from "../lib/deviceStorage";
import { importOnce } from "../lib/importOnce";
import { queuedScanCount } from "../lib/staffDeviceData";

const loadQueuedScans = importOnce(() => import("../features/checkin/pages/QrScannerPage"));
const loadDialog = importOnce(() => import("../features/checkin/components/UnsentScansDialog"));
/** Loaded by the sign-out before it is shown (useStaffSignOut), so showing it never waits nor fails. */
export const UnsentScansDialog = lazy(loadDialog);

/** How long a sign-out waits for the queued scans to be sent before asking. */
const SEND_BEFORE_SIGN_OUT_MS = 20_000;

export function useStaffSignOut(uid: string | undefined) {
  const [prompt, setPrompt] = useState<UnsentScansPrompt>();
  /** The person chose to stay so that the scans are sent: keep sending them from any page. */
  const [sendKept, setSendKept] = useState(false);

  // Scans this account left queued here (kept at an earlier sign-out, or
  // waiting when it chose to stay) are sent while it is signed in, from
  // whichever page it is on; the scanner page sends them too.
  useEffect(() => {
    if (!uid || (!sendKept && queuedScanCount(deviceStorage, uid) === 0)) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    loadQueuedScans()
      .then((scans) => {
        if (!stopped) stop = scans.keepSendingQueuedScans(uid);
      })
      .catch((error: unknown) => console.warn("Could not load the scanner's queue", error));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid, sendKept]);

  const signOut = useCallback(async () => {
    if (uid && queuedScanCount(deviceStorage, uid) > 0) {
      let left: number;
      try {
        const [scans] = await Promise.all([loadQueuedScans(), loadDialog()]);
        setPrompt({ count: scans.unsentScansOf(uid), sending: true });
        left = await scans.sendQueuedScansNow(uid, SEND_BEFORE_SIGN_OUT_MS);
      } catch (error) {
        // Offline on a device that never kept the scanner's code: nothing to
        // ask with. The sign-out keeps the queue, bound to this account
        // (lib/staffDeviceData.ts), so nothing is lost.
        console.warn("Could not load the scanner's queue before signing out", error);
        left = 0;
      }
      if (left > 0) {
        setPrompt({ count: left, sending: false });
        return;
      }
    }
    setPrompt(undefined);
    await signOutUser();
  }, [uid]);

  return {
    /** Open while set: the unsent scans' dialog. */
    prompt,
    signOut,
    /** Stay signed in; the scans are sent when the server can be reached. */
    stay: () => {
      setPrompt(undefined);
      setSendKept(true);
    },
    /** Sign out anyway: the scans stay queued here for this account. */
    signOutKeeping: () => {
      setPrompt(undefined);
      void signOutUser();
    },
  };
}
