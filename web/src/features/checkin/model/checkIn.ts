// One scan at the gate, from the decoded text to the verdict: the server
// decides when it can be reached; when it cannot (no connection, no answer in
// time), the device decides alone and queues what it admitted for later.
import type { GateListView } from "@bawwaba/common";
import type { TicketKeyRing } from "@bawwaba/common/ticketCode";
import { callErrorMessage, isServerRefusal } from "../../../lib/callErrorMessage";
import { importOnce } from "../../../lib/importOnce";
import type { AdmittedTickets } from "./admittedTickets";
import type { OfflineVerdict } from "./offlineVerdict";
import { ticketIdOf, type OfflineQueue, type SendScan } from "./offlineQueue";
import { verdictOfAnswer, verdictOfOfflineDecision, type Verdict } from "./verdict";

export interface Scan {
  /** Made once per scan (newScanId): a retry or a later sending reuses it. */
  scanId: string;
  code: string;
  eventId: string;
  gate?: string;
}

export interface CheckInDependencies {
  /** Whether to ask the server at all (navigator.onLine, and no ServerPause). */
  online: boolean;
  send: SendScan;
  keyRing: TicketKeyRing;
  admitted: AdmittedTickets;
  /** The event's gate list as last synced, when the device has one. */
  gateList?: GateListView;
  queue: OfflineQueue;
  /** The account signed in: a queued scan is sent only under it (offlineQueue.ts). */
  uid: string;
  now: number;
}

/**
 * The device's own verdict and its Ed25519 verifier, a chunk of its own: the
 * scanner page asks for it as it opens (useGateStation), and the service
 * worker keeps it for the gate's days offline.
 */
export const loadOfflineVerdict = importOnce(() => import("./offlineVerdict"));

/** 32 random hex characters (a UUID without its dashes), as redeemTicket wants: [A-Za-z0-9_-]{8,100}. */
export function newScanId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

export async function checkIn(scan: Scan, deps: CheckInDependencies): Promise<Verdict> {
  const { online, send, keyRing, admitted, gateList, queue, uid, now } = deps;
  const ticketId = ticketIdOf(scan.code);
  // A ticket admitted offline whose scan is not sent yet would look unused
  // to the server: the device, which knows it entered, decides.
  const queuedHere = ticketId !== undefined && queue.holdsTicket(ticketId);
  if (online && !queuedHere) {
    try {
      const verdict = verdictOfAnswer(await send(scan));
      if (verdict.ticketId && (verdict.result === "accepted" || verdict.result === "already_used")) {
        const entry = verdict.result === "accepted" ? { atMillis: now, gate: scan.gate } : (verdict.firstCheckIn ?? { atMillis: now });
        admitted.add(scan.eventId, verdict.ticketId, entry);
      }
      return verdict;
    } catch (error) {
      if (isServerRefusal(error)) return { result: "error", offline: false, message: callErrorMessage(error) };
      // No answer: the server may or may not have the scan. The device
      // decides, and queues the scan under the same scanId, so sending it
      // again gets whatever the server answered the first time.
    }
  }
  const decision = await decideOffline(scan, keyRing, admitted, gateList);
  if (decision.result === "accepted") {
    queue.add({ ...scan, scannedAt: now, uid });
    admitted.add(scan.eventId, decision.ticketId, { atMillis: now, gate: scan.gate });
  } else if (!undecidedHere(decision)) {
    // Refusals are sent too, for the audit: the server refuses them alike.
    queue.add({ ...scan, scannedAt: now, refusedHere: true, uid });
  }
  return verdictOfOfflineDecision(decision);
}

/**
 * A code signed by a key the device lacks, or a typed gate code: the device
 * could not tell, and the server might admit the holder this gate turned
 * away, so the scan is not queued as a refusal.
 */
function undecidedHere(decision: OfflineVerdict): boolean {
  return (decision.result === "invalid" && decision.unknownKey) || decision.result === "gate_code_offline";
}

async function decideOffline(
  scan: Scan,
  keyRing: TicketKeyRing,
  admitted: AdmittedTickets,
  gateList: GateListView | undefined,
): Promise<OfflineVerdict> {
  let verdicts: Awaited<ReturnType<typeof loadOfflineVerdict>>;
  try {
    verdicts = await loadOfflineVerdict();
  } catch {
    // Offline before the verifier ever arrived (the page's first minutes on a
    // device without the service worker's copy): like a key it lacks, it
    // proves nothing either way, and says so.
    return { result: "invalid", unknownKey: true };
  }
  return verdicts.offlineVerdict(scan.code, { eventId: scan.eventId, keyRing, admitted: admitted.of(scan.eventId), gateList });
}
