import { describe, expect, it } from "vitest";
import { formatPhaseTimes } from "../lib/phaseTimer.mjs";

describe("Time by phase", () => {
  it("lines up each phase's seconds, with how busy the cores were when known, and ends with the total", () => {
    expect(
      formatPhaseTimes([
        { title: "npm packages", seconds: 84.26, cpuBusy: "97 % of 2 cores" },
        { title: "Demo data", seconds: 31, cpuBusy: "" },
      ]),
    ).toBe(
      [
        "Time by phase:",
        "  npm packages     84.3 s  (CPU 97 % of 2 cores)",
        "  Demo data        31.0 s",
        "  Total           115.3 s",
      ].join("\n"),
    );
  });

  it("keeps the total in line when every title is shorter than it", () => {
    expect(formatPhaseTimes([{ title: "Lint", seconds: 2, cpuBusy: "" }]).split("\n")).toEqual([
      "Time by phase:",
      "  Lint       2.0 s",
      "  Total      2.0 s",
    ]);
  });
});
