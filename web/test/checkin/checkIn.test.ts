import type { RedeemTicketInput, RedeemTicketResult } from "@bawwaba/common";
import { ar, checkinMessages, formatGateCode, gateCodeOf } from "@bawwaba/common";
import { describe, expect, it, vi } from "vitest";
import { AdmittedTickets } from "../../src/features/checkin/model/admittedTickets";
import { checkIn, newScanId, type CheckInDependencies } from "../../src/features/checkin/model/checkIn";
import { OfflineQueue } from "../../src/features/checkin/model/offlineQueue";
import { callError, codeFor, keyRing, memoryStorage } from "./fixtures";

const NOW = Date.UTC(2026, 11, 31, 17);
/** The account signed in at the gate: every scan it queues carries it. */
const UID = "uidGateA";
const ticket = { ticketId: "tkt1", eventId: "evt1", eventTitle: "حفل", ticketTypeName: "عادي", holderName: "سارة" };

function gate(online: boolean, send: (input: RedeemTicketInput) => Promise<RedeemTicketResult>) {
  const storage = memoryStorage();
  const deps: CheckInDependencies = {
    online,
    send: vi.fn(send),
    keyRing,
    admitted: new AdmittedTickets(storage),
    queue: new OfflineQueue(storage),
    uid: UID,
    now: NOW,
  };
  return { deps, storage };
}

const scanOf = (ticketId: string, eventId = "evt1") => ({
  scanId: newScanId(),
  code: codeFor(eventId, ticketId),
  eventId: "evt1",
  gate: "الشمالية",
});

describe("newScanId", () => {
  it("is fresh each time and fits redeemTicket's scanId", () => {
    const ids = new Set(Array.from({ length: 100 }, newScanId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});

describe("checkIn online", () => {
  it("shows the server's answer and remembers the ticket entered", async () => {
    const { deps } = gate(true, async () => ({ result: "accepted", ticket }));
    const scan = scanOf("tkt1");
    expect(await checkIn(scan, deps)).toEqual({ result: "accepted", offline: false, ticket, ticketId: "tkt1", firstCheckIn: undefined });
    expect(deps.send).toHaveBeenCalledWith(scan);
    expect(deps.admitted.of("evt1").get("tkt1")).toEqual({ atMillis: NOW, gate: "الشمالية" });
    expect(deps.queue.snapshot().queued).toEqual([]);
  });

  it("turns the first entry's time into milliseconds and remembers it", async () => {
    const at = "2026-12-31T16:00:00.000Z";
    const { deps } = gate(true, async () => ({ result: "already_used", ticket, firstCheckIn: { at, gate: "الجنوبية" } }));
    const verdict = await checkIn(scanOf("tkt1"), deps);
    expect(verdict).toMatchObject({ result: "already_used", firstCheckIn: { atMillis: Date.parse(at), gate: "الجنوبية" } });
    expect(deps.admitted.of("evt1").get("tkt1")).toEqual({ atMillis: Date.parse(at), gate: "الجنوبية" });
  });

  it.each(["internal", "unavailable", "deadline-exceeded"])(
    "decides on the device after a %s failure and queues the scan under the same scanId",
    async (code) => {
      const { deps } = gate(true, async () => {
        throw callError(code);
      });
      const scan = scanOf("tkt1");
      expect(await checkIn(scan, deps)).toEqual({ result: "accepted", offline: true, ticketId: "tkt1" });
      expect(deps.queue.snapshot().queued).toEqual([{ ...scan, scannedAt: NOW, uid: UID }]);
    },
  );

  it("shows the server's refusal as an error, without deciding alone", async () => {
    const { deps } = gate(true, async () => {
      throw callError("permission-denied", ar.errors.permissionDenied);
    });
    expect(await checkIn(scanOf("tkt1"), deps)).toEqual({ result: "error", offline: false, message: ar.errors.permissionDenied });
    expect(deps.queue.snapshot().queued).toEqual([]);
  });

  it("refuses a ticket whose offline entry is not sent yet, without asking the server", async () => {
    const { deps } = gate(false, async () => ({ result: "accepted", ticket }));
    await checkIn(scanOf("tkt1"), deps);
    const online = { ...deps, online: true };
    expect(await checkIn(scanOf("tkt1"), online)).toMatchObject({ result: "already_used", offline: true });
    expect(deps.send).not.toHaveBeenCalled();
  });
});

describe("checkIn offline", () => {
  it("does not call the server, admits once, queues the admission and refuses the second scan", async () => {
    const { deps } = gate(false, async () => ({ result: "accepted" }));
    expect(await checkIn(scanOf("tkt1"), deps)).toEqual({ result: "accepted", offline: true, ticketId: "tkt1" });
    expect(await checkIn(scanOf("tkt1"), deps)).toEqual({
      result: "already_used",
      offline: true,
      ticketId: "tkt1",
      firstCheckIn: { atMillis: NOW, gate: "الشمالية" },
    });
    expect(deps.send).not.toHaveBeenCalled();
    // The admission, then the refusal (sent for the audit only).
    expect(deps.queue.snapshot().queued.map((scan) => scan.refusedHere ?? false)).toEqual([false, true]);
    expect(deps.queue.holdsTicket("tkt1")).toBe(true);
  });

  it("queues what it refuses for the audit, marked as refused here, and admits nobody for it", async () => {
    const { deps } = gate(false, async () => ({ result: "accepted" }));
    const wrongEvent = scanOf("tkt1", "evt2");
    const forged = { ...scanOf("tkt2"), code: "forged" };
    expect(await checkIn(wrongEvent, deps)).toEqual({ result: "wrong_event", offline: true, ticketId: "tkt1" });
    expect(await checkIn(forged, deps)).toEqual({ result: "invalid", offline: true, unknownKey: false });
    expect(deps.queue.snapshot().queued).toEqual([
      { ...wrongEvent, scannedAt: NOW, refusedHere: true, uid: UID },
      { ...forged, scannedAt: NOW, refusedHere: true, uid: UID },
    ]);
    // A refusal holds no ticket: the next scan of tkt1 may ask the server.
    expect(deps.queue.holdsTicket("tkt1")).toBe(false);
  });

  it("does not queue a code signed by a key the device lacks: the server might admit whom the gate turned away", async () => {
    const { deps } = gate(false, async () => ({ result: "accepted" }));
    const unknownKey = { ...scanOf("tkt1"), code: codeFor("evt1", "tkt1").replace(/^bw1\.[^.]+\./, "bw1.zz9.") };
    expect(await checkIn(unknownKey, deps)).toMatchObject({ result: "invalid", unknownKey: true });
    expect(deps.queue.snapshot().queued).toEqual([]);
  });
});

describe("checkIn of a typed gate code", () => {
  const typed = () => ({ ...scanOf("tkt1"), code: formatGateCode(gateCodeOf(codeFor("evt1", "tkt1"))!) });

  it("online, is sent as typed: the server looks it up", async () => {
    const { deps } = gate(true, async () => ({ result: "accepted", ticket: { ticketId: "tkt1", eventId: "evt1", eventTitle: "حفل", ticketTypeName: "عادي" } }));
    const scan = typed();
    expect(await checkIn(scan, deps)).toMatchObject({ result: "accepted", offline: false, ticketId: "tkt1" });
    expect(deps.send).toHaveBeenCalledWith(scan);
  });

  it("offline, admits nobody, queues nothing and says the QR can be checked instead", async () => {
    const { deps } = gate(false, async () => ({ result: "accepted" }));
    expect(await checkIn(typed(), deps)).toEqual({ result: "error", offline: true, message: checkinMessages.verdict.gateCodeOffline });
    expect(deps.queue.snapshot().queued).toEqual([]);
  });
});

describe("checkIn offline before the verifier's chunk arrived", () => {
  it("admits nobody and queues nothing, as for a key the device lacks, and decides once the chunk loads", async () => {
    vi.resetModules();
    vi.doMock("../../src/features/checkin/model/offlineVerdict", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const first = await import("../../src/features/checkin/model/checkIn");
    const { deps } = gate(false, async () => ({ result: "accepted" }));
    expect(await first.checkIn(scanOf("tkt1"), deps)).toEqual({ result: "invalid", offline: true, unknownKey: true });
    expect(deps.queue.snapshot().queued).toEqual([]);
    expect(deps.admitted.of("evt1").get("tkt1")).toBeUndefined();
    // The failed load is not kept: the next scan asks for the chunk again.
    vi.doUnmock("../../src/features/checkin/model/offlineVerdict");
    expect(await first.checkIn(scanOf("tkt1"), deps)).toEqual({ result: "accepted", offline: true, ticketId: "tkt1" });
  });
});
