// Scans made while the server could not be reached, kept on the device
// until they are sent, and the conflicts their sending revealed. Each is sent
// under the scanId it was made with: redeemTicket answers a scanId it has
// seen with its first answer, so a scan that did reach the server before the
// connection dropped is never counted twice.
import type { RedeemTicketInput, RedeemTicketResult } from "@bawwaba/common";
import { parseTicketCode } from "@bawwaba/common/ticketCodeFormat";
import { callErrorCode, callErrorMessage, isServerRefusal } from "../../../lib/callErrorMessage";
import {
  isArrayOf,
  isOptionalString,
  isRecord,
  isString,
  storedValue,
  type KeyValueStorage,
  type StoredValue,
} from "../../../lib/storedValue";

export interface QueuedScan {
  scanId: string;
  code: string;
  eventId: string;
  gate?: string;
  /** When the gate scanned it (ms). */
  scannedAt: number;
  /**
   * The device turned the holder away (a forged code, another event's
   * ticket, one already in): sent only so that the server's audit has every
   * scan (docs/product.md §4). The server reaches the same refusal from the code.
   */
  refusedHere?: boolean;
}

/** What became of a queued scan once sent: the server's answer, or its refusal (Arabic message). */
export type Settlement = { scan: QueuedScan; answer: RedeemTicketResult } | { scan: QueuedScan; refusal: string };

export interface QueueState {
  queued: readonly QueuedScan[];
  /** Sent scans the server did not accept, though the gate let their holders in: for a supervisor. */
  conflicts: readonly Settlement[];
}

/**
 * Refusals that say nothing about the scan itself (the server is busy, or
 * this session may not call it right now): the scan stays queued and is
 * tried again, after the person signs in again if need be.
 */
const REFUSALS_TO_RETRY = new Set(["aborted", "resource-exhausted", "unauthenticated", "permission-denied"]);

const isQueuedScan = (value: unknown): value is QueuedScan =>
  isRecord(value) &&
  isString(value.scanId) &&
  isString(value.code) &&
  isString(value.eventId) &&
  isOptionalString(value.gate) &&
  typeof value.scannedAt === "number" &&
  (value.refusedHere === undefined || typeof value.refusedHere === "boolean");

const isSettlement = (value: unknown): value is Settlement =>
  isRecord(value) &&
  isQueuedScan(value.scan) &&
  ((isRecord(value.answer) && isString(value.answer.result)) || isString(value.refusal));

/**
 * An admission the server did not confirm, or (never expected) a refusal the
 * server would have admitted: either way the supervisor should know.
 */
export const isConflict = (settlement: Settlement): boolean => {
  if (settlement.scan.refusedHere) return "answer" in settlement && settlement.answer.result === "accepted";
  return !("answer" in settlement) || settlement.answer.result !== "accepted";
};

export const ticketIdOf = (code: string): string | undefined => {
  const parsed = parseTicketCode(code);
  return parsed.ok ? parsed.payload.ticketId : undefined;
};

export type SendScan = (input: RedeemTicketInput) => Promise<RedeemTicketResult>;

export class OfflineQueue {
  private readonly stored: { queued: StoredValue<QueuedScan[]>; conflicts: StoredValue<Settlement[]> };
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  private flushing?: Promise<void>;

  constructor(storage: KeyValueStorage) {
    this.stored = {
      queued: storedValue(storage, "scanner.queue", isArrayOf(isQueuedScan), []),
      conflicts: storedValue(storage, "scanner.conflicts", isArrayOf(isSettlement), []),
    };
    this.state = { queued: this.stored.queued.read(), conflicts: this.stored.conflicts.read() };
  }

  /** The current state; a new object after every change (for useSyncExternalStore). */
  readonly snapshot = (): QueueState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(scan: QueuedScan): void {
    this.update({ queued: [...this.state.queued, scan] });
  }

  /** Whether an admission of this ticket is still waiting to be sent. */
  holdsTicket(ticketId: string): boolean {
    return this.state.queued.some((scan) => !scan.refusedHere && ticketIdOf(scan.code) === ticketId);
  }

  dismissConflict(scanId: string): void {
    this.update({ conflicts: this.state.conflicts.filter((conflict) => conflict.scan.scanId !== scanId) });
  }

  /**
   * Sends the queued scans oldest first, taking each off the queue once the
   * server has answered it. Stops at the first that cannot be sent now (no
   * connection, server busy, signed out): it and those after it are tried
   * again by the next call. Calls made while one runs share it.
   */
  flush(send: SendScan): Promise<void> {
    this.flushing ??= this.sendAll(send).finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async sendAll(send: SendScan): Promise<void> {
    for (let scan = this.state.queued[0]; scan; scan = this.state.queued[0]) {
      const { scanId, code, eventId, gate } = scan;
      let settlement: Settlement;
      try {
        settlement = { scan, answer: await send({ scanId, code, eventId, gate }) };
      } catch (error) {
        if (!isServerRefusal(error) || REFUSALS_TO_RETRY.has(callErrorCode(error))) return;
        settlement = { scan, refusal: callErrorMessage(error) };
      }
      this.settle(settlement);
    }
  }

  private settle(settlement: Settlement): void {
    const queued = this.state.queued.filter((scan) => scan.scanId !== settlement.scan.scanId);
    const conflicts = isConflict(settlement) ? [...this.state.conflicts, settlement] : this.state.conflicts;
    this.update({ queued, conflicts });
  }

  private update(change: Partial<QueueState>): void {
    if (change.queued) this.stored.queued.write([...change.queued]);
    if (change.conflicts) this.stored.conflicts.write([...change.conflicts]);
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
