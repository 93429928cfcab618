// What paymentWebhook keeps of the notifications it refuses. Anyone can POST
// to it, so a refusal must cost neither a wait nor a write per request
// (docs/capacity.md "The payment webhook"):
//  - Junk (a bad signature, a malformed body, a provider that is off or
//    unknown) is answered first and then only counted, in this instance's
//    memory (RefusalTally). The counts are written at most once a minute per
//    instance, by a plain merge of increments into `paymentRefusals/{provider}`
//    (no transaction, so nothing to contend on), and a few refusals a minute
//    per instance are logged to Cloud Logging as samples. Junk gets no
//    `paymentEvents` entry: it names no order anyone can trust.
//  - A notice that verified but does not fit its order (unknown order,
//    another session, a wrong amount or currency) came from the provider, so
//    it gets its own `paymentEvents` entry (the console's log), written by a
//    plain create, at most REFUSALS_LOGGED_PER_MINUTE per provider, instance
//    and minute; the rest are counted with the junk.
import { COLLECTIONS, PAYMENT_PROVIDERS, type PaymentProviderId } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";

/** Why a notification was refused, as counted in `paymentRefusals/{provider}.byReason`. */
export type RefusalKind = "signature" | "malformed" | "providerOff" | "unknownProvider" | "unlogged";

/** Counts are written at most this often per instance. */
export const REFUSAL_FLUSH_MS = 60_000;
/** Junk refusals logged one by one to Cloud Logging, per instance and minute. */
export const REFUSALS_SAMPLED_PER_MINUTE = 5;
/** Verified refusals with their own `paymentEvents` entry, per provider, instance and minute. */
export const REFUSALS_LOGGED_PER_MINUTE = 30;

/** Where the counts of a provider name that is no provider go: logged, never a document (the name is the caller's). */
const UNKNOWN = "unknown";

type Counts = Map<string, Map<RefusalKind, number>>;

/** One instance's refusals, counted in memory and written at most once a minute. */
export class RefusalTally {
  private pending: Counts = new Map();
  /** When the oldest pending count came. */
  private windowStart: number | null = null;
  private flushing = false;
  private sampleMinute = -1;
  private sampled = 0;
  private readonly logged = new Map<string, { minute: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a refusal in memory (and logs a sample of them). Touches no database. */
  count(provider: string, kind: RefusalKind): void {
    const key = (PAYMENT_PROVIDERS as readonly string[]).includes(provider) ? provider : UNKNOWN;
    const kinds = this.pending.get(key) ?? new Map<RefusalKind, number>();
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    this.pending.set(key, kinds);
    this.windowStart ??= this.now();
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.sampleMinute) [this.sampleMinute, this.sampled] = [minute, 0];
    if (this.sampled < REFUSALS_SAMPLED_PER_MINUTE) {
      this.sampled++;
      logger.warn("Refused a payment notification (sample)", { provider: provider.slice(0, 40), reason: kind });
    }
  }

  /** Whether a verified refusal of `provider` may still get its own `paymentEvents` entry this minute. */
  takeLogSlot(provider: string): boolean {
    const minute = Math.floor(this.now() / 60_000);
    const slot = this.logged.get(provider);
    if (!slot || slot.minute !== minute) {
      this.logged.set(provider, { minute, count: 1 });
      return true;
    }
    if (slot.count >= REFUSALS_LOGGED_PER_MINUTE) return false;
    slot.count++;
    return true;
  }

  /**
   * Writes the pending counts once the oldest is a minute old: one plain
   * merge of increments per provider, no transaction. Call it after
   * answering; it never rejects, and a request never waits on it. Returns
   * the write, or undefined when none is due.
   */
  flushIfDue(db: Firestore): Promise<void> | undefined {
    if (this.flushing || this.windowStart === null || this.now() - this.windowStart < REFUSAL_FLUSH_MS) return undefined;
    const counts = this.pending;
    this.pending = new Map();
    this.windowStart = null;
    this.flushing = true;
    logger.warn("Refused payment notifications counted on this instance", { counts: plain(counts) });
    const writes = [...counts].flatMap(([provider, kinds]) => {
      if (provider === UNKNOWN) return [];
      let refused = 0;
      const byReason: Record<string, FieldValue> = {};
      for (const [kind, count] of kinds) {
        refused += count;
        byReason[kind] = FieldValue.increment(count);
      }
      return [
        db
          .collection(COLLECTIONS.paymentRefusals)
          .doc(provider)
          .set({ refused: FieldValue.increment(refused), byReason, countedAt: FieldValue.serverTimestamp() }, { merge: true }),
      ];
    });
    return Promise.all(writes).then(
      () => {
        this.flushing = false;
      },
      (error: unknown) => {
        // Kept for the next minute's write rather than lost.
        for (const [provider, kinds] of counts) for (const [kind, count] of kinds) this.add(provider, kind, count);
        this.windowStart = this.now();
        this.flushing = false;
        logger.warn("Could not write the refused payment notifications' counts", { error: String(error) });
      },
    );
  }

  private add(provider: string, kind: RefusalKind, count: number): void {
    const kinds = this.pending.get(provider) ?? new Map<RefusalKind, number>();
    kinds.set(kind, (kinds.get(kind) ?? 0) + count);
    this.pending.set(provider, kinds);
  }
}

const plain = (counts: Counts) => Object.fromEntries([...counts].map(([provider, kinds]) => [provider, Object.fromEntries(kinds)]));

/** This instance's refusals (module state: one per instance, shared by its concurrent requests). */
export const instanceRefusals = new RefusalTally();

/**
 * Logs a notice that verified but was refused (it does not fit its order) in
 * `paymentEvents`, by a plain create; past this minute's limit, only counts it.
 */
export async function logRefusal(
  db: Firestore,
  provider: PaymentProviderId,
  entry: Record<string, unknown>,
  tally: RefusalTally = instanceRefusals,
): Promise<void> {
  if (!tally.takeLogSlot(provider)) {
    tally.count(provider, "unlogged");
    return;
  }
  try {
    await db.collection(COLLECTIONS.paymentEvents).add({ ...entry, provider, receivedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // The notice is refused all the same.
    logger.warn("A refused payment notification was not logged", { provider, error: String(error) });
    tally.count(provider, "unlogged");
  }
}
