import { describe, expect, it } from "vitest";
import { nextAttempt } from "../src/lib/requestAttempt";

describe("nextAttempt", () => {
  let counter = 0;
  const newId = () => `request-${++counter}`;

  it("retries the same sale with the same requestId, so it is never sold twice", () => {
    const first = nextAttempt(undefined, "sale-a", newId);
    expect(nextAttempt(first, "sale-a", newId)).toBe(first);
  });

  it("gives a changed sale, or the next one, a new requestId", () => {
    const first = nextAttempt(undefined, "sale-a", newId);
    const changed = nextAttempt(first, "sale-b", newId);
    expect(changed.requestId).not.toBe(first.requestId);
    expect(nextAttempt(undefined, "sale-a", newId).requestId).not.toBe(first.requestId);
  });
});
