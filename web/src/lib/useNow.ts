// The time, refreshed every half minute: a page stays open all day (a selling
// page, the shop), and a sales window that opens or closes meanwhile, or a
// hold that runs out, must show without a reload.
import { useEffect, useState } from "react";

const TICK_MS = 30_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
