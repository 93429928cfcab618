// Gate check-in (docs/contracts.md `redeemTicket`). A scanned code's signature
// is checked before anything is read, so a forged or altered code costs no
// ticket read; a typed gate code costs one query.
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
  parseGateCode,
  salesDayOf,
  ShardRotation,
  ticketSchema,
  type CheckInDoc,
  type CheckInResult,
  type RedeemTicketRequest,
  type RedeemTicketResult,
  type ScannedTicket,
  type TicketDoc,
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
/** Tickets read for a typed gate code: more than one means it is shared. */
const GATE_CODE_MATCHES_READ = 3;
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

  // 1. Which ticket: a signed code's signature is checked before any read of
  // the database; a typed gate code is looked up.
  const gateCode = parseGateCode(input.code);
  const scanned = gateCode === undefined ? await signedTicket(input.code, keyRingFor) : await typedTicket(db, gateCode, input.eventId);
  if (!scanned) {
    await logOnce(checkInRef, record({ result: "invalid" }));
    return { result: "invalid" };
  }

  // 2. The ticket, as it is now: read without locks, written on condition.
  const { eventId, ticketId } = scanned;
  const ticketRef = db.collection(COLLECTIONS.tickets).doc(ticketId);
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  for (let round = 0; round < CHECK_IN_ROUNDS; round++) {
    const [ticketSnapshot, eventSnapshot] = await db.getAll(ticketRef, eventRef);
    const verdict = verdictFor(ticketSnapshot!, eventSnapshot!, scanned, input.eventId);
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

/** The ticket a scan names, and whether a ticket as read is still the one scanned (not reissued since). */
interface ScannedCode {
  eventId: string;
  ticketId: string;
  isCurrent: (ticket: TicketDoc) => boolean;
}

/** A ticket code (the QR's text) with a genuine signature; only the ticket's current code enters. */
async function signedTicket(code: string, keyRingFor: RedeemDependencies["keyRingFor"]): Promise<ScannedCode | undefined> {
  const parsed = parseTicketCode(code);
  const verified = parsed.ok ? verifyTicketCode(code, await keyRingFor(parsed.kid), nodeEd25519) : parsed;
  if (!verified.ok) return undefined;
  const { eventId, ticketId, generation } = verified.payload;
  return { eventId, ticketId, isCurrent: (ticket) => ticket.generation === generation && ticket.code === code };
}

/**
 * A typed gate code (common/src/gateCode.ts): the ticket whose current code
 * has it. Of two tickets sharing one (rare, see gateCode.ts), the one of the
 * scanner's event is meant; two in the same event cannot be told apart, and
 * the gate is asked for the QR.
 */
async function typedTicket(db: Firestore, gateCode: string, scannerEventId: string | undefined): Promise<ScannedCode | undefined> {
  const found = await db.collection(COLLECTIONS.tickets).where("gateCode", "==", gateCode).limit(GATE_CODE_MATCHES_READ).get();
  const inScannerEvent = found.docs.filter((ticket) => ticket.get("eventId") === scannerEventId);
  const candidates = inScannerEvent.length > 0 ? inScannerEvent : found.docs;
  if (candidates.length === 0) return undefined;
  if (candidates.length > 1) throw new HttpsError("failed-precondition", ar.errors.gateCodeShared);
  const ticket = candidates[0]!;
  return { eventId: ticket.get("eventId") as string, ticketId: ticket.id, isCurrent: (current) => current.gateCode === gateCode };
}

/**
 * What the gate answers for a genuine code, from the ticket and its event as
 * read: only the ticket's current generation enters (a reissue retires the
 * older codes), voided tickets and cancelled events do not.
 */
function verdictFor(
  ticketSnapshot: DocumentSnapshot,
  eventSnapshot: DocumentSnapshot,
  scanned: ScannedCode,
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
  if (!scanned.isCurrent(ticket) || ticket.status === "void" || eventSnapshot.get("status") === "cancelled") {
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
