// Scans made while the server could not be reached, kept on the device
// until they are sent, and the conflicts their sending revealed. Each is sent
// under the scanId it was made with: redeemTicket answers a scanId it has
// seen with its first answer, so a scan that did reach the server before the
// connection dropped is never counted twice. Each scan carries the account
// that made it and is sent only under that account: the server scopes
// scanIds by account, and an audit that names who scanned must not name the
// next person to sign in on the device. A scan of another account stays
// queued until that account signs in here again (README "How the gate
// works"); a staff sign-out removes the queue only once it is empty
// (lib/staffDeviceData.ts).
import type { RedeemTicketInput, RedeemTicketResult } from "@bawwaba/common";
import type { AdmittedTickets } from "./admittedTickets";
import { parseTicketCode } from "@bawwaba/common/ticketCodeFormat";
import { callErrorCode, callErrorMessage, isServerRefusal } from "../../../lib/callErrorMessage";
import { SCAN_QUEUE_KEY } from "../../../lib/staffDeviceData";
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
  /** The account signed in when it was scanned; absent on scans queued before scans carried it. */
  uid?: string;
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
  (value.refusedHere === undefined || typeof value.refusedHere === "boolean") &&
  isOptionalString(value.uid);

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

/** The queued scans `uid` sends: its own, and any queued before scans carried their account (sent by whoever sends next, as they were). */
export const queuedBy = (queued: readonly QueuedScan[], uid: string): QueuedScan[] =>
  queued.filter((scan) => scan.uid === undefined || scan.uid === uid);

/**
 * Counts the admissions still queued, whoever made them, as tickets entered
 * on this device: a sign-out forgets the device's admitted tickets but keeps
 * a queue it could not send (lib/staffDeviceData.ts), and until it is sent
 * the server would not know those holders entered.
 */
export function restoreQueuedAdmissions(queued: readonly QueuedScan[], admitted: AdmittedTickets): void {
  for (const scan of queued) {
    const ticketId = scan.refusedHere ? undefined : ticketIdOf(scan.code);
    if (ticketId) admitted.add(scan.eventId, ticketId, { atMillis: scan.scannedAt, ...(scan.gate === undefined ? {} : { gate: scan.gate }) });
  }
}

export class OfflineQueue {
  private readonly stored: { queued: StoredValue<QueuedScan[]>; conflicts: StoredValue<Settlement[]> };
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  /** The sending under way, per account. */
  private readonly flushing = new Map<string, Promise<void>>();

  constructor(storage: KeyValueStorage) {
    this.stored = {
      queued: storedValue(storage, SCAN_QUEUE_KEY, isArrayOf(isQueuedScan), []),
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

  /** Takes in what another tab wrote (its `storage` event): the device has one queue. */
  reload(): void {
    const stored: QueueState = { queued: this.stored.queued.read(), conflicts: this.stored.conflicts.read() };
    if (JSON.stringify(stored) === JSON.stringify(this.state)) return;
    this.state = stored;
    for (const listener of this.listeners) listener();
  }

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
   * Sends `uid`'s queued scans (queuedBy) oldest first, with `send` calling
   * as that account, taking each off the queue once the server has answered
   * it. Stops at the first that cannot be sent now (no connection, server
   * busy, signed out): it and those after it are tried again by the next
   * call. Other accounts' scans stay as they are. Calls made while one runs
   * for the same account share it.
   */
  flush(send: SendScan, uid: string): Promise<void> {
    let flushing = this.flushing.get(uid);
    if (!flushing) {
      flushing = this.sendAll(send, uid).finally(() => this.flushing.delete(uid));
      this.flushing.set(uid, flushing);
    }
    return flushing;
  }

  private async sendAll(send: SendScan, uid: string): Promise<void> {
    // Each scan once per run, even were its removal not kept (a page forgetting its session writes nothing).
    const settled = new Set<string>();
    const next = () => queuedBy(this.state.queued, uid).find((scan) => !settled.has(scan.scanId));
    for (let scan = next(); scan; scan = next()) {
      const { scanId, code, eventId, gate } = scan;
      let settlement: Settlement;
      try {
        settlement = { scan, answer: await send({ scanId, code, eventId, gate }) };
      } catch (error) {
        if (!isServerRefusal(error) || REFUSALS_TO_RETRY.has(callErrorCode(error))) return;
        settlement = { scan, refusal: callErrorMessage(error) };
      }
      settled.add(scan.scanId);
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
