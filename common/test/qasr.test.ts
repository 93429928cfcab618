import { describe, expect, it } from "vitest";
import { isQasrEvent, QASR_DEFAULTS } from "../src/qasr.js";

describe("isQasrEvent", () => {
  it("takes every qasr_party event, whatever the venue", () => {
    expect(isQasrEvent({ category: "qasr_party", venue: "ملعب المدينة" })).toBe(true);
  });

  it.each(["القصر", "قصر الضيافة", "  القصر  ", "Qasr", "AL-QASR Hall", "القَصْر", "قـصر"])(
    "takes a venue naming the Qasr: %s",
    (venue) => {
      expect(isQasrEvent({ category: "party", venue })).toBe(true);
    },
  );

  it.each(["ملعب المدينة", "مسرح الحديقة", "", "Palace"])("leaves other venues out: %s", (venue) => {
    expect(isQasrEvent({ category: "sport", venue })).toBe(false);
  });

  it("counts the defaults of a new Qasr event as a Qasr event", () => {
    expect(isQasrEvent(QASR_DEFAULTS)).toBe(true);
  });
});
