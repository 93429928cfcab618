import { describe, expect, it } from "vitest";
import { CAMERA_QUIET_MS, RepeatedReadFilter } from "../../src/features/checkin/model/repeatedReads";

describe("RepeatedReadFilter", () => {
  it("sends a code held in view once, however long it is read", () => {
    const filter = new RepeatedReadFilter();
    expect(filter.isNewScan("A", 0)).toBe(true);
    for (let t = 100; t <= 10_000; t += 100) expect(filter.isNewScan("A", t)).toBe(false);
  });

  it("sends it again once it has been out of view for the quiet period", () => {
    const filter = new RepeatedReadFilter();
    expect(filter.isNewScan("A", 0)).toBe(true);
    expect(filter.isNewScan("A", CAMERA_QUIET_MS - 1)).toBe(false);
    // Every read of it starts the quiet period again.
    expect(filter.isNewScan("A", 2 * CAMERA_QUIET_MS - 2)).toBe(false);
    expect(filter.isNewScan("A", 3 * CAMERA_QUIET_MS - 2)).toBe(true);
  });

  it("tells codes apart", () => {
    const filter = new RepeatedReadFilter(3_000);
    expect(filter.isNewScan("A", 0)).toBe(true);
    expect(filter.isNewScan("B", 10)).toBe(true);
    expect(filter.isNewScan("A", 20)).toBe(false);
    expect(filter.isNewScan("B", 30)).toBe(false);
  });
});
