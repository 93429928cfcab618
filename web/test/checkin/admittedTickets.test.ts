import { describe, expect, it } from "vitest";
import { AdmittedTickets } from "../../src/features/checkin/model/admittedTickets";
import { memoryStorage } from "./fixtures";

describe("AdmittedTickets", () => {
  it("keeps the first entry of each ticket, per event, across page loads", () => {
    const storage = memoryStorage();
    const admitted = new AdmittedTickets(storage);
    admitted.add("evt1", "tkt1", { atMillis: 1, gate: "الشمالية" });
    admitted.add("evt1", "tkt1", { atMillis: 2, gate: "الجنوبية" });
    admitted.add("evt2", "tkt2", { atMillis: 3 });

    const reloaded = new AdmittedTickets(storage);
    expect([...reloaded.of("evt1")]).toEqual([["tkt1", { atMillis: 1, gate: "الشمالية" }]]);
    expect([...reloaded.of("evt2")]).toEqual([["tkt2", { atMillis: 3 }]]);
    expect(reloaded.of("evt3").size).toBe(0);
  });
});
