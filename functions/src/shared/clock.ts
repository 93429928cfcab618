// When a sale or a scan happens. Functions always run on the server's clock:
// the times they store are the database's own (serverTimestamp). The demo's
// history (scripts/demo) runs the same services on a fixed clock, so that a
// month of sales and a past event's entries are written exactly as the app
// writes them, only dated in the past.
import { FieldValue, Timestamp } from "firebase-admin/firestore";

export interface Clock {
  /** Now, in epoch ms: for the checks and for the day a sale or entry counts on. */
  millis(): number;
  /** What to store as "now". */
  stamp(): FieldValue | Timestamp;
}

export const serverClock: Clock = {
  millis: () => Date.now(),
  stamp: () => FieldValue.serverTimestamp(),
};

/** A clock stopped at `at` (epoch ms). */
export function fixedClock(at: number): Clock {
  return { millis: () => at, stamp: () => Timestamp.fromMillis(at) };
}
