// The time, refreshed every half minute: a page stays open all day (a selling
// page, the shop), and a sales window that opens or closes meanwhile, or a
// hold that runs out, must show without a reload.
import { useEffect, useState } from "react";

const TICK_MS = 30_000;

/** `tickMs`: how often it refreshes; shorter for an age shown in seconds. */
export function useNow(tickMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
