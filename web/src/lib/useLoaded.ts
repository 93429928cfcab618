// Something a view reads once per key (a promise): loading until that key's
// answer comes, then the value or an error; another key, or a retry, reads
// again, and an answer for a key no longer shown is dropped. `load` must
// change only with `key` (useCallback).
import { useEffect, useState } from "react";

export type Loaded<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: unknown };

/** `key` null: nothing to read (the view has what it needs); `what` names it in the console. */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, what: string): { loaded: Loaded<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const asked = key === null ? null : `${key}#${attempt}`;
  const [answered, setAnswered] = useState<{ asked: string; loaded: Loaded<T> } | null>(null);

  useEffect(() => {
    if (asked === null) return;
    let active = true;
    load().then(
      (value) => active && setAnswered({ asked, loaded: { status: "ready", value } }),
      (error: unknown) => {
        console.error(`Could not load ${what}`, error);
        if (active) setAnswered({ asked, loaded: { status: "error", error } });
      },
    );
    return () => {
      active = false;
    };
  }, [asked, load, what]);

  return {
    loaded: answered !== null && answered.asked === asked ? answered.loaded : { status: "loading" },
    retry: () => setAttempt((count) => count + 1),
  };
}
