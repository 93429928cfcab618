// Every document this process writes to Firestore, with when: the service
// benches run our services in-process on the Admin SDK, and production
// Firestore sustains about one write per second per document, which the
// emulator does not enforce (docs/capacity.md). So the benches count, per
// document, the writes that were committed, and report the busiest
// document's rate over any 10 s window next to the throughput.
//
// Every commit of the Admin SDK (a transaction's, a batch's, a plain set or
// update) goes through WriteBatch#_commit with the batch's operations still
// queued; a commit that fails (a transaction that lost a race) records
// nothing. BulkWriter commits another way and is not counted: no service of
// a rush uses it.
import type { Firestore } from "firebase-admin/firestore";

interface QueuedWrite {
  docPath: string;
}
interface BatchInternals {
  _ops: QueuedWrite[];
  _commit(...args: unknown[]): Promise<unknown>;
}

/** Window of the per-document rate bound. */
export const RATE_WINDOW_MS = 10_000;

export class WriteLog {
  /** Commit times (ms since the epoch) by document path. */
  readonly times = new Map<string, number[]>();

  /** Starts counting the commits of every batch and transaction of `db`'s SDK. */
  constructor(db: Firestore) {
    const prototype = Object.getPrototypeOf(db.batch()) as BatchInternals;
    const commit = prototype._commit;
    const times = this.times;
    prototype._commit = async function (this: BatchInternals, ...args: unknown[]) {
      const paths = this._ops.map((op) => op.docPath);
      const result = await commit.apply(this, args);
      const at = Date.now();
      for (const path of paths) {
        const list = times.get(path);
        if (list) list.push(at);
        else times.set(path, [at]);
      }
      return result;
    };
  }

  /** Forgets what was written so far (the setup's writes). */
  clear(): void {
    this.times.clear();
  }

  /** The document written most often within one RATE_WINDOW_MS window, and its writes per second there. */
  busiest(): { path: string; writes: number; perSecond: number; totalWrites: number } {
    let best = { path: "(none)", writes: 0, perSecond: 0, totalWrites: 0 };
    for (const [path, list] of this.times) {
      const sorted = [...list].sort((a, b) => a - b);
      let start = 0;
      let most = 0;
      for (let end = 0; end < sorted.length; end++) {
        while (sorted[end]! - sorted[start]! >= RATE_WINDOW_MS) start++;
        most = Math.max(most, end - start + 1);
      }
      if (most > best.writes) best = { path, writes: most, perSecond: most / (RATE_WINDOW_MS / 1000), totalWrites: sorted.length };
    }
    return best;
  }

  /** Writes by kind of document (the path with its ids taken out), for the report. */
  byKind(): Record<string, { documents: number; writes: number }> {
    const kinds: Record<string, { documents: number; writes: number }> = {};
    for (const [path, list] of this.times) {
      const kind = path
        .split("/")
        .map((part, index) => (index % 2 === 1 ? "{id}" : part))
        .join("/");
      const entry = (kinds[kind] ??= { documents: 0, writes: 0 });
      entry.documents++;
      entry.writes += list.length;
    }
    return kinds;
  }
}
