import { describe, expect, it } from "vitest";
import { chunks } from "../../src/components/print/chunks";

describe("chunks", () => {
  it("cuts a list into consecutive slices, the last one shorter", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3, 4], 2)).toEqual([[1, 2], [3, 4]]);
  });

  it("gives nothing for nothing and refuses a size below 1", () => {
    expect(chunks([], 8)).toEqual([]);
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});
