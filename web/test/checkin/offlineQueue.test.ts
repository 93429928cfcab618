import type { RedeemTicketInput, RedeemTicketResult } from "@bawwaba/common";
import { ar } from "@bawwaba/common";
import { describe, expect, it, vi } from "vitest";
import { AdmittedTickets } from "../../src/features/checkin/model/admittedTickets";
import { OfflineQueue, queuedBy, restoreQueuedAdmissions, type QueuedScan } from "../../src/features/checkin/model/offlineQueue";
import { callError, codeFor, memoryStorage } from "./fixtures";

const UID = "uidGateA";

const queued = (n: number, uid = UID): QueuedScan => ({
  scanId: `scan000${n}`,
  code: codeFor("evt1", `tkt${n}`),
  eventId: "evt1",
  gate: "الشمالية",
  scannedAt: n,
  uid,
});

const accepted: RedeemTicketResult = { result: "accepted" };

describe("OfflineQueue", () => {
  it("keeps its scans and conflicts on the device across page loads", () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(storage);
    queue.add(queued(1));
    queue.add(queued(2));
    expect(new OfflineQueue(storage).snapshot().queued).toEqual([queued(1), queued(2)]);
  });

  it("reads a damaged or foreign stored value as empty", () => {
    const storage = memoryStorage();
    storage.setItem("bawwaba.scanner.queue", "{not json");
    storage.setItem("bawwaba.scanner.conflicts", JSON.stringify([{ scan: { scanId: 1 } }]));
    expect(new OfflineQueue(storage).snapshot()).toEqual({ queued: [], conflicts: [] });
  });

  it("sends the scans in order under their own scanIds and empties itself", async () => {
    const storage = memoryStorage();
    const queue = new OfflineQueue(storage);
    [1, 2, 3].forEach((n) => queue.add(queued(n)));
    const sent: RedeemTicketInput[] = [];
    await queue.flush(async (input) => {
      sent.push(input);
      return accepted;
    }, UID);
    expect(sent).toEqual([1, 2, 3].map((n) => ({ scanId: `scan000${n}`, code: queued(n).code, eventId: "evt1", gate: "الشمالية" })));
    expect(queue.snapshot()).toEqual({ queued: [], conflicts: [] });
    expect(new OfflineQueue(storage).snapshot().queued).toEqual([]);
  });

  it("lists as conflicts the scans the server did not accept", async () => {
    const queue = new OfflineQueue(memoryStorage());
    [1, 2].forEach((n) => queue.add(queued(n)));
    const used: RedeemTicketResult = {
      result: "already_used",
      ticket: { ticketId: "tkt2", eventId: "evt1", eventTitle: "حفل", ticketTypeName: "عادي", holderName: "سارة" },
      firstCheckIn: { at: "2026-12-31T17:00:00.000Z", gate: "الجنوبية" },
    };
    await queue.flush(async ({ scanId }) => (scanId === "scan0002" ? used : accepted), UID);
    expect(queue.snapshot().conflicts).toEqual([{ scan: queued(2), answer: used }]);

    queue.dismissConflict("scan0002");
    expect(queue.snapshot().conflicts).toEqual([]);
  });

  it("sends refusals made on the device for the audit, and lists one only if the server would have admitted it", async () => {
    const queue = new OfflineQueue(memoryStorage());
    queue.add({ ...queued(1), refusedHere: true });
    queue.add({ ...queued(2), refusedHere: true });
    const invalid: RedeemTicketResult = { result: "invalid" };
    const send = vi.fn(async ({ scanId }: RedeemTicketInput) => (scanId === "scan0001" ? invalid : accepted));
    await queue.flush(send, UID);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.snapshot()).toEqual({ queued: [], conflicts: [{ scan: { ...queued(2), refusedHere: true }, answer: accepted }] });
  });

  it.each(["internal", "unavailable", "deadline-exceeded", "aborted", "unauthenticated", "permission-denied"])(
    "stops at a %s failure and keeps that scan and the later ones for the next try",
    async (code) => {
      const queue = new OfflineQueue(memoryStorage());
      [1, 2, 3].forEach((n) => queue.add(queued(n)));
      const send = vi.fn(async ({ scanId }: RedeemTicketInput) => {
        if (scanId === "scan0002") throw callError(code);
        return accepted;
      });
      await queue.flush(send, UID);
      expect(send).toHaveBeenCalledTimes(2);
      expect(queue.snapshot()).toEqual({ queued: [queued(2), queued(3)], conflicts: [] });
    },
  );

  it("takes a scan the server refuses for good off the queue, as a conflict with the reason", async () => {
    const queue = new OfflineQueue(memoryStorage());
    [1, 2].forEach((n) => queue.add(queued(n)));
    await queue.flush(async ({ scanId }) => {
      if (scanId === "scan0001") throw callError("invalid-argument", ar.input.gate);
      return accepted;
    }, UID);
    expect(queue.snapshot()).toEqual({ queued: [], conflicts: [{ scan: queued(1), refusal: ar.input.gate }] });
  });

  it("runs one sending at a time however often it is asked", async () => {
    const queue = new OfflineQueue(memoryStorage());
    queue.add(queued(1));
    let release = () => {};
    const send = vi.fn(() => new Promise<RedeemTicketResult>((resolve) => (release = () => resolve(accepted))));
    const first = queue.flush(send, UID);
    const second = queue.flush(send, UID);
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("knows which tickets wait to be sent and tells its listeners of changes", () => {
    const queue = new OfflineQueue(memoryStorage());
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add(queued(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.holdsTicket("tkt1")).toBe(true);
    expect(queue.holdsTicket("tkt2")).toBe(false);
  });

  it("sends only the scans of the account signed in; another account's stay queued, in order, until it sends them", async () => {
    const queue = new OfflineQueue(memoryStorage());
    queue.add(queued(1, "uidA"));
    queue.add(queued(2, "uidB"));
    queue.add(queued(3, "uidA"));
    const sent: string[] = [];
    await queue.flush(async ({ scanId }) => {
      sent.push(scanId);
      return accepted;
    }, "uidA");
    expect(sent).toEqual(["scan0001", "scan0003"]);
    expect(queue.snapshot().queued).toEqual([queued(2, "uidB")]);
    expect(queuedBy(queue.snapshot().queued, "uidA")).toEqual([]);
    expect(queuedBy(queue.snapshot().queued, "uidB")).toEqual([queued(2, "uidB")]);

    await queue.flush(async ({ scanId }) => {
      sent.push(scanId);
      return accepted;
    }, "uidB");
    expect(sent).toEqual(["scan0001", "scan0003", "scan0002"]);
    expect(queue.snapshot().queued).toEqual([]);
  });

  it("sends a scan queued before scans carried their account under whoever sends it", async () => {
    const storage = memoryStorage();
    const older: QueuedScan = { ...queued(1), uid: undefined };
    storage.setItem("bawwaba.scanner.queue", JSON.stringify([older]));
    const queue = new OfflineQueue(storage);
    expect(queuedBy(queue.snapshot().queued, "uidB")).toEqual([older]);
    const send = vi.fn(async () => accepted);
    await queue.flush(send, "uidB");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("takes in what another tab queued when told (its storage event), rather than writing over it", () => {
    const storage = memoryStorage();
    const tabA = new OfflineQueue(storage);
    const tabB = new OfflineQueue(storage);
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.add(queued(1));
    tabB.reload();
    expect(listener).toHaveBeenCalledTimes(1);
    tabB.add(queued(2));
    expect(new OfflineQueue(storage).snapshot().queued).toEqual([queued(1), queued(2)]);
    tabB.reload();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("restoreQueuedAdmissions", () => {
  it("counts the admissions still queued (another account's kept ones too) as entered on this device", () => {
    const storage = memoryStorage();
    const admitted = new AdmittedTickets(storage);
    admitted.add("evt1", "tkt9", { atMillis: 9, gate: "الجنوبية" });
    restoreQueuedAdmissions(
      [queued(1, "uidA"), { ...queued(2, "uidB"), gate: undefined }, { ...queued(3, "uidA"), refusedHere: true }, { ...queued(4), code: "forged" }],
      admitted,
    );
    expect(Object.fromEntries(admitted.of("evt1"))).toEqual({
      tkt1: { atMillis: 1, gate: "الشمالية" },
      tkt2: { atMillis: 2 },
      tkt9: { atMillis: 9, gate: "الجنوبية" },
    });
  });
});
