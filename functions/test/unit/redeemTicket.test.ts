// redeemTicket checks the signature before it reads anything: a forged,
// altered or oversized code is answered `invalid` with no ticket read. The
// service runs here on a Firestore stand-in that fails on any read and keeps
// the one write a refused scan makes (its audit record).
import { generateSigningKey, encodeTicketCode } from "@bawwaba/common/ticketCode";
import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { redeemTicket } from "../../src/checkin/redeemTicket.js";

const { privateKey, publicKey } = generateSigningKey();
const genuine = encodeTicketCode({ eventId: "ev1", ticketId: "t1" }, { kid: "k1", privateKey });
const ring = new Map([["k1", publicKey]]);

function writeOnlyFirestore() {
  const created: { path: string; data: Record<string, unknown> }[] = [];
  const refuse = (what: string) => () => {
    throw new Error(`read: ${what}`);
  };
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        path: `${name}/${id}`,
        get: refuse(`${name}/${id}`),
        create: async (data: Record<string, unknown>) => void created.push({ path: `${name}/${id}`, data }),
      }),
    }),
    getAll: refuse("getAll"),
    runTransaction: refuse("runTransaction"),
  } as unknown as Firestore;
  return { db, created };
}

const scanner = { uid: "gate-1", role: "qr_scanner" as const };

describe("redeemTicket before any read", () => {
  const forged: [string, string][] = [
    ["one signature character changed", genuine.slice(0, -10) + (genuine.at(-10) === "A" ? "B" : "A") + genuine.slice(-9)],
    ["another ticket under the same signature", genuine.replace(".t1.", ".t2.")],
    ["truncated", genuine.slice(0, 40)],
    ["empty", ""],
    ["10 KB", genuine + "x".repeat(10_240)],
    ["an unknown key id", genuine.replace("bw1.k1.", "bw1.k9.")],
  ];
  for (const [why, code] of forged) {
    it(`answers invalid for a code ${why}, writing only the scan's record`, async () => {
      const { db, created } = writeOnlyFirestore();
      const answer = await redeemTicket({ db, keyRingFor: async () => ring }, scanner, { code, scanId: "scan-0001", gate: "A" });
      expect(answer).toEqual({ result: "invalid" });
      expect(created).toHaveLength(1);
      expect(created[0]!.path).toMatch(/^checkIns\//);
      expect(created[0]!.data).toMatchObject({ result: "invalid", scanId: "scan-0001", scannerUid: "gate-1", gate: "A" });
      expect((created[0]!.data.codeSample as string).length).toBeLessThanOrEqual(200);
    });
  }

  it("goes on to read the ticket for a genuine code", async () => {
    const { db } = writeOnlyFirestore();
    await expect(redeemTicket({ db, keyRingFor: async () => ring }, scanner, { code: genuine, scanId: "scan-0002" })).rejects.toThrow(
      "read: getAll",
    );
  });
});
