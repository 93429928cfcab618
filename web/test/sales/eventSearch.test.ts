import { describe, expect, it } from "vitest";
import { matchesSearch } from "../../src/features/sales/model/eventSearch";

const derby = { title: "ديربي العاصمة 2026", venue: "ملعب المدينة", category: "sport" } as const;
const gala = { title: "حفل القصر السنوي", venue: "القصر", category: "qasr_party" } as const;
const concert = { title: "Spring Concert", venue: "مسرح الحديقة", category: "party" } as const;

describe("matchesSearch", () => {
  const find = (query: string) => [derby, gala, concert].filter((event) => matchesSearch(event, query));

  it("matches everything when the query is empty", () => {
    expect(find("  ")).toEqual([derby, gala, concert]);
  });

  it("finds by any part of the title, venue or category, every word required", () => {
    expect(find("العاصمه")).toEqual([derby]);
    expect(find("قصر")).toEqual([gala]);
    expect(find("الحديقة concert")).toEqual([concert]);
    expect(find("رياضة")).toEqual([derby]);
    expect(find("٢٠٢٦")).toEqual([derby]);
    expect(find("قصر ملعب")).toEqual([]);
  });
});
