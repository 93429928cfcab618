// The requestId of a call to a function that is idempotent on it (docs/contracts.md).

/** One attempt: what was sent (as text) and the requestId it went with. */
export interface RequestAttempt {
  key: string;
  requestId: string;
}

/**
 * The attempt to make now. Until a call succeeds, sending it again unchanged
 * reuses its requestId: the function answers a requestId it has already
 * served with that first answer (and records nothing for a refusal), so a
 * retry after a timeout or a lost connection never does the work twice. A
 * changed call, or the next one after a success, gets a new requestId.
 */
export function nextAttempt(
  last: RequestAttempt | undefined,
  key: string,
  newRequestId: () => string = () => crypto.randomUUID(),
): RequestAttempt {
  return last?.key === key ? last : { key, requestId: newRequestId() };
}
