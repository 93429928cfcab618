import { describe, expect, it } from "vitest";
import { periodRange } from "../../src/features/dashboard/model/period";

const today = "2026-11-20";
const choice = (kind: Parameters<typeof periodRange>[0]["kind"], from = "", to = "") => ({ kind, from, to });

describe("periodRange", () => {
  it("counts today and the last 7 and 30 days back from today, included", () => {
    expect(periodRange(choice("today"), today)).toEqual({ from: today, to: today });
    expect(periodRange(choice("last7"), today)).toEqual({ from: "2026-11-14", to: today });
    expect(periodRange(choice("last30"), "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });

  it("leaves all time open at both ends", () => {
    expect(periodRange(choice("all"), today)).toEqual({});
  });

  it("takes a custom period as typed, an empty bound as open", () => {
    expect(periodRange(choice("custom", "2026-11-01", "2026-11-10"), today)).toEqual({ from: "2026-11-01", to: "2026-11-10" });
    expect(periodRange(choice("custom", "2026-11-01"), today)).toEqual({ from: "2026-11-01", to: undefined });
    expect(periodRange(choice("custom", "2026-11-05", "2026-11-05"), today)).toEqual({ from: "2026-11-05", to: "2026-11-05" });
  });

  it("refuses a custom period the wrong way round or with a day that does not exist", () => {
    expect(periodRange(choice("custom", "2026-11-10", "2026-11-01"), today)).toBeNull();
    expect(periodRange(choice("custom", "2026-02-30"), today)).toBeNull();
  });
});
