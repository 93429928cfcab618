import { describe, expect, it } from "vitest";
import { foldForSearch } from "../src/search";

describe("foldForSearch", () => {
  it("ignores diacritics, tatweel, hamza forms, ta marbuta, alef maqsura and case", () => {
    expect(foldForSearch("إِحتفالـــية كُبرى")).toBe(foldForSearch("احتفاليه كبري"));
    expect(foldForSearch("  Spring   CONCERT ")).toBe("spring concert");
    expect(foldForSearch("٢٠٢٦")).toBe("2026");
  });
});
