// The camera decodes a code many times a second while it stays in view. A
// code is a new scan only once it has been out of view for a quiet period:
// a ticket held up is sent once, and the same ticket shown again later (the
// holder coming back, or a copy) is sent again and answered "already used".

/** How long a code must go unread before reading it again counts as a new scan. */
export const CAMERA_QUIET_MS = 3_000;

export class RepeatedReadFilter {
  /** The codes sent as scans, with when each was last read. */
  private readonly lastRead = new Map<string, number>();

  constructor(private readonly quietMs: number = CAMERA_QUIET_MS) {}

  /** Whether this read of `code` at `now` (ms) is a new scan, not the same one read again. */
  isNewScan(code: string, now: number): boolean {
    for (const [seen, at] of this.lastRead) if (now - at >= this.quietMs) this.lastRead.delete(seen);
    const repeated = this.lastRead.has(code);
    this.lastRead.set(code, now);
    return !repeated;
  }
}
