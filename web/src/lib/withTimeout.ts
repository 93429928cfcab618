/**
 * Settles like `work`, or rejects with `onTimeout()` if `work` has not
 * settled after `timeoutMs`. The work itself is not cancelled: callers use
 * this to stop waiting and tell the person, not to undo anything.
 */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
