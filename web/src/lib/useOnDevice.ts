// Whether this render may read the device (its storage, its clock): false
// for the HTML prerendered at build time (web/build/prerender.tsx) and for the
// render that takes that HTML over in the browser (hydration), which must
// draw exactly what the HTML has; true from then on, and at once for a page
// drawn afresh.
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

export function useOnDevice(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
