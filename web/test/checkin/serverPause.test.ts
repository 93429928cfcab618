import type { RedeemTicketResult } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { ServerPause } from "../../src/features/checkin/model/serverPause";
import { callError } from "./fixtures";

const input = { scanId: "scan0001", code: "x", eventId: "evt1" };

describe("ServerPause", () => {
  it("pauses after a call left unanswered, for a while", async () => {
    let now = 0;
    const pause = new ServerPause(15_000, () => now);
    const send = pause.watch(async () => {
      throw callError("deadline-exceeded");
    });
    expect(pause.isPaused()).toBe(false);
    await expect(send(input)).rejects.toThrow();
    expect(pause.isPaused()).toBe(true);
    now = 15_000;
    expect(pause.isPaused()).toBe(false);
  });

  it("ends the pause at the first answer, and does not start one for a refusal", async () => {
    let fail = true;
    const pause = new ServerPause();
    const send = pause.watch(async (): Promise<RedeemTicketResult> => {
      if (fail) throw callError("unavailable");
      return { result: "accepted" };
    });
    await expect(send(input)).rejects.toThrow();
    fail = false;
    await send(input);
    expect(pause.isPaused()).toBe(false);
    const refused = pause.watch(async () => {
      throw callError("permission-denied");
    });
    await expect(refused(input)).rejects.toThrow();
    expect(pause.isPaused()).toBe(false);
  });
});
