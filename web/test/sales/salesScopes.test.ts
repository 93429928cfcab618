import { describe, expect, it } from "vitest";
import { salesScope } from "../../src/features/sales/salesScopes";

const derby = { category: "sport", venue: "ملعب المدينة" } as const;
const gala = { category: "qasr_party", venue: "القصر" } as const;
const qasrDinner = { category: "family", venue: "قصر الضيافة" } as const;
const concert = { category: "party", venue: "مسرح الحديقة" } as const;

describe("salesScope", () => {
  it("offers every event on /generate-tickets", () => {
    const scope = salesScope("/generate-tickets");
    expect([derby, gala, qasrDinner, concert].every(scope)).toBe(true);
  });

  it.each([
    ["/sport-tickets", [derby]],
    ["/party-tickets", [concert]],
    ["/family-tickets", [qasrDinner]],
    ["/qasr-party-tickets", [gala]],
    ["/news-tickets", []],
  ])("offers only its category on %s", (path, expected) => {
    expect([derby, gala, qasrDinner, concert].filter(salesScope(path))).toEqual(expected);
  });

  it("offers every Qasr event, by category or venue, on /qasr-ticket-creation", () => {
    expect([derby, gala, qasrDinner, concert].filter(salesScope("/qasr-ticket-creation"))).toEqual([gala, qasrDinner]);
  });
});
