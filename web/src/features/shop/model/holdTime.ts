// How long a pending order's tickets stay held for its buyer.

/** Whole minutes left until `holdExpiresAt` (ISO 8601), rounded up; 0 once it has passed. */
export function holdMinutesLeft(holdExpiresAt: string, now: number): number {
  const left = Date.parse(holdExpiresAt) - now;
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / 60_000) : 0;
}
