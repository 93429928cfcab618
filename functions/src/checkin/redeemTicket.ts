// Gate check-in (docs/contracts.md `redeemTicket`). The code's signature is checked
// before anything is read, so a forged or altered code costs no ticket read.
// A genuine ticket enters once: its check-in (the ticket lifecycle's
// checkInTicket, tickets/lifecycle.ts) is a write conditioned on the
// ticket being unchanged since it was read as not yet used, committed in one
// transaction with the scan's record, so of simultaneous scans exactly one
// wins and the others read it again and answer `already_used`. Every scan,
// whatever its verdict, leaves one record in `checkIns`, named by the
// scanner and its scanId so that the same scan sent again (a retry, or an
// offline queue) gets the first answer.
import {
  ADMISSION_SHARDS,
  ar,
  checkInSchema,
  COLLECTIONS,
  parseDocument,
  salesDayOf,
  ShardRotation,
  ticketSchema,
  type CheckInDoc,
  type CheckInResult,
  type RedeemTicketRequest,
  type RedeemTicketResult,
  type ScannedTicket,
  type TicketStatus,
} from "@bawwaba/common";
import { parseTicketCode, verifyTicketCode, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import {
  FieldValue,
  type Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { serverClock, type Clock } from "../shared/clock.js";
import type { Caller } from "../shared/https.js";
import { requestScopedId } from "../shared/ids.js";
import { isPreconditionLoss, runTransaction } from "../shared/transactions.js";
import { checkInTicket } from "../tickets/lifecycle.js";

/** Longest part of a scanned text kept in the audit record. */
const CODE_SAMPLE_LENGTH = 200;
/** Rounds of read-then-commit before a check-in gives up as busy; each lost round means another scan won. */
const CHECK_IN_ROUNDS = 10;

export interface RedeemDependencies {
  db: Firestore;
  /** The public keys for a code signed under `kid` (keyRing.ts). */
  keyRingFor: (kid: string) => Promise<TicketKeyRing>;
  /** The server's own, except for the demo's history of a past event. */
  clock?: Clock;
}

type CheckInRecord = Omit<CheckInDoc, "at"> & { at: FieldValue | Timestamp };

/** A verdict reached from the ticket as read, with what to write for it. */
interface Verdict {
  result: CheckInResult;
  ticket?: ScannedTicket;
  firstCheckIn?: { at: Timestamp; gate?: string };
  /** An accepted ticket's status as read: the check-in changes it from that (tickets/lifecycle.ts). */
  readStatus?: TicketStatus;
}

export async function redeemTicket(
  { db, keyRingFor, clock = serverClock }: RedeemDependencies,
  scanner: Caller,
  input: RedeemTicketRequest,
): Promise<RedeemTicketResult> {
  const checkInRef = db.collection(COLLECTIONS.checkIns).doc(requestScopedId("scan", scanner.uid, input.scanId));
  const record = (verdict: Verdict): CheckInRecord => ({
    result: verdict.result,
    ticketId: verdict.ticket?.ticketId,
    eventId: verdict.ticket?.eventId ?? input.eventId,
    gate: input.gate,
    scanId: input.scanId,
    scannerUid: scanner.uid,
    at: clock.stamp(),
    codeSample: input.code.slice(0, CODE_SAMPLE_LENGTH),
    ticket: verdict.ticket,
    firstCheckIn: verdict.firstCheckIn,
  });

  // 1. The signature, before any read of the database.
  const parsed = parseTicketCode(input.code);
  const verified = parsed.ok ? verifyTicketCode(input.code, await keyRingFor(parsed.kid), nodeEd25519) : parsed;
  if (!verified.ok) {
    await logOnce(checkInRef, record({ result: "invalid" }));
    return { result: "invalid" };
  }

  // 2. The ticket, as it is now: read without locks, written on condition.
  const { eventId, ticketId, generation } = verified.payload;
  const ticketRef = db.collection(COLLECTIONS.tickets).doc(ticketId);
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  for (let round = 0; round < CHECK_IN_ROUNDS; round++) {
    const [ticketSnapshot, eventSnapshot] = await db.getAll(ticketRef, eventRef);
    const verdict = verdictFor(ticketSnapshot!, eventSnapshot!, { eventId, generation, code: input.code }, input.eventId);
    try {
      return await runTransaction(db, async (tx) => {
        const earlier = await tx.get(checkInRef);
        if (earlier.exists) return answerOf(parseDocument(checkInSchema, checkInRef.path, earlier.data()));
        if (verdict.result === "accepted") {
          checkInTicket(
            tx,
            ticketRef,
            { status: verdict.readStatus!, updateTime: ticketSnapshot!.updateTime! },
            { checkedInAt: clock.stamp(), checkedInGate: input.gate, checkedInBy: scanner.uid },
          );
          countAdmission(tx, db, eventId, input.gate, salesDayOf(clock.millis(), eventSnapshot!.get("timeZone") as string | undefined));
        }
        tx.create(checkInRef, record(verdict));
        return answerOf(verdict);
      });
    } catch (error) {
      // Another scan admitted the ticket (or the same scan was recorded)
      // since the read: read again, the verdict changes accordingly.
      if (!isPreconditionLoss(error)) throw error;
    }
  }
  throw new HttpsError("aborted", ar.errors.busy);
}

/**
 * What the gate answers for a genuine code, from the ticket and its event as
 * read: only the ticket's current generation enters (a reissue retires the
 * older codes), voided tickets and cancelled events do not.
 */
function verdictFor(
  ticketSnapshot: DocumentSnapshot,
  eventSnapshot: DocumentSnapshot,
  scanned: { eventId: string; generation: number; code: string },
  scannerEventId: string | undefined,
): Verdict {
  if (!ticketSnapshot.exists) return { result: "invalid" };
  const ticket = parseDocument(ticketSchema, ticketSnapshot.ref.path, ticketSnapshot.data());
  if (ticket.eventId !== scanned.eventId) return { result: "invalid" };
  const shown: ScannedTicket = {
    ticketId: ticketSnapshot.id,
    eventId: ticket.eventId,
    eventTitle: ticket.eventTitle,
    ticketTypeName: ticket.ticketTypeName,
    holderName: ticket.holderName,
  };
  if (scannerEventId !== undefined && scannerEventId !== ticket.eventId) return { result: "wrong_event", ticket: shown };
  const superseded = ticket.generation !== scanned.generation || ticket.code !== scanned.code;
  if (superseded || ticket.status === "void" || eventSnapshot.get("status") === "cancelled") {
    return { result: "void", ticket: shown };
  }
  if (ticket.status === "checked_in") {
    const at = ticket.checkedInAt as Timestamp | undefined;
    return { result: "already_used", ticket: shown, firstCheckIn: at && { at, gate: ticket.checkedInGate } };
  }
  return { result: "accepted", ticket: shown, readStatus: ticket.status };
}

const admissionRotation = new ShardRotation(ADMISSION_SHARDS);

/**
 * Adds one admission to the next shard of the event's count, in total, by
 * gate and by `day` (in the event's time zone): gates never queue on one
 * document, and none takes more than its share (docs/capacity.md).
 */
function countAdmission(tx: Transaction, db: Firestore, eventId: string, gate: string | undefined, day: string) {
  const shard = db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(COLLECTIONS.admissions)
    .doc(String(admissionRotation.take(eventId)));
  const increment = FieldValue.increment(1);
  // Map keys, not field paths: any gate name is taken literally.
  tx.set(
    shard,
    { total: increment, byDay: { [day]: increment }, ...(gate === undefined ? {} : { gates: { [gate]: increment } }) },
    { merge: true },
  );
}

function answerOf(verdict: Pick<CheckInDoc, "result" | "ticket" | "firstCheckIn">): RedeemTicketResult {
  const answer: RedeemTicketResult = { result: verdict.result };
  if (verdict.ticket) answer.ticket = verdict.ticket;
  if (verdict.firstCheckIn) {
    const at = verdict.firstCheckIn.at as Timestamp;
    answer.firstCheckIn = { at: at.toDate().toISOString(), gate: verdict.firstCheckIn.gate };
  }
  return answer;
}

/** The record of a scan that named no genuine ticket, written once per scanId. */
async function logOnce(checkInRef: DocumentReference, data: CheckInRecord): Promise<void> {
  try {
    await checkInRef.create(data);
  } catch (error) {
    if (!isPreconditionLoss(error)) throw error;
  }
}
