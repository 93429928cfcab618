// Starting calls at a steady rate (a constant arrival rate, as load-testing
// tools offer): the n-th call may start n/perSecond seconds after the first,
// whatever the earlier ones are doing, so a rush offered at a target rate
// shows whether the design keeps up with it and what each document then takes.

/** Resolves when the next call may start; `perSecond` 0 (or less) lets every call start at once. */
export function pacer(perSecond: number): () => Promise<void> {
  if (!(perSecond > 0)) return () => Promise.resolve();
  let first: number | undefined;
  let started = 0;
  return async () => {
    first ??= performance.now();
    const at = first + (started++ * 1000) / perSecond;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
