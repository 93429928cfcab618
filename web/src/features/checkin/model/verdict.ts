// What the gate shows for one scan, whether the server answered or the device
// decided alone: one shape for the overlay, the sound and the last result.
import { callErrorMessages, checkinMessages, type CheckInResult, formatDate, formatDateTime, formatTime, type RedeemTicketResult, type ScannedTicket } from "@bawwaba/common";
import { ltr } from "../../../lib/bidi";
import type { Admission } from "./admittedTickets";
import type { OfflineVerdict } from "./offlineVerdict";

export type VerdictResult = CheckInResult | "error";

export interface Verdict {
  result: VerdictResult;
  /** Decided on this device, without the server's answer. */
  offline: boolean;
  /** What the server told of the ticket; a device alone knows only its id. */
  ticket?: ScannedTicket;
  ticketId?: string;
  /** For already_used: the first entry. */
  firstCheckIn?: Admission;
  /** For an offline invalid: the code's key is not on the device, so the code may be genuine. */
  unknownKey?: boolean;
  /** For error: why the scan could not be checked, in Arabic. */
  message?: string;
}

/** How the overlay is coloured: go, look closer, stop. */
export type VerdictTone = "success" | "warning" | "error";

export function verdictTone(result: VerdictResult): VerdictTone {
  if (result === "accepted") return "success";
  return result === "already_used" ? "warning" : "error";
}

export function verdictOfAnswer(answer: RedeemTicketResult): Verdict {
  return {
    result: answer.result,
    offline: false,
    ticket: answer.ticket,
    ticketId: answer.ticket?.ticketId,
    firstCheckIn: answer.firstCheckIn && { atMillis: Date.parse(answer.firstCheckIn.at), gate: answer.firstCheckIn.gate },
  };
}

export function verdictOfOfflineDecision(decision: OfflineVerdict): Verdict {
  if (decision.result === "gate_code_offline") return { result: "error", offline: true, message: checkinMessages.verdict.gateCodeOffline };
  return { ...decision, offline: true };
}

/** "الساعة 8:05 م" for a moment of the same day (in the event's zone), else the full date and time. */
export function whenText(atMillis: number, now: number, timeZone: string): string {
  return formatDate(atMillis, timeZone) === formatDate(now, timeZone)
    ? checkinMessages.verdict.at(formatTime(atMillis, timeZone))
    : formatDateTime(atMillis, timeZone);
}

/**
 * The lines that explain a verdict, most important first: who the ticket is
 * for, or why it is refused. `now` and `timeZone` word the first entry's time.
 */
export function verdictDetails(verdict: Verdict, now: number, timeZone: string): string[] {
  const texts = checkinMessages.verdict;
  const ticketLines = verdict.ticket
    ? [verdict.ticket.holderName, verdict.ticket.ticketTypeName].filter((line) => line !== undefined)
    : verdict.ticketId
      ? [checkinMessages.conflicts.ticket(ltr(verdict.ticketId))]
      : [];
  switch (verdict.result) {
    case "accepted":
      return ticketLines;
    case "already_used": {
      const first = verdict.firstCheckIn;
      return [...(first ? [texts.firstCheckIn(whenText(first.atMillis, now, timeZone), first.gate)] : []), ...ticketLines];
    }
    case "invalid":
      return [verdict.unknownKey ? texts.unknownKey : texts.invalid];
    case "void":
      return [texts.void, ...ticketLines];
    case "wrong_event":
      return [texts.wrongEvent(verdict.ticket?.eventTitle), ...ticketLines];
    case "error":
      return [verdict.message ?? callErrorMessages.unknown, texts.scanAgain];
  }
}
