import { describe, expect, it } from "vitest";
import { matchesTicketSearch } from "../../src/features/tickets/model/ticketSearch";

const ticket = { id: "Ab12CdEf34GhIj56KlMn", holderName: "أحمد الهاشمي" };

describe("matchesTicketSearch", () => {
  it("matches everything for an empty search", () => {
    expect(matchesTicketSearch({ id: "x" }, "  ")).toBe(true);
  });

  it("finds a ticket by part of its id, in any case", () => {
    expect(matchesTicketSearch(ticket, "cdef34")).toBe(true);
    expect(matchesTicketSearch(ticket, "zzz")).toBe(false);
  });

  it("finds a holder however the name is spelled: hamza, diacritics, tatweel", () => {
    expect(matchesTicketSearch(ticket, "احمد")).toBe(true);
    expect(matchesTicketSearch(ticket, "أَحْمَد")).toBe(true);
    expect(matchesTicketSearch(ticket, "الهاشـمي")).toBe(true);
    expect(matchesTicketSearch(ticket, "محمد")).toBe(false);
  });

  it("does not match an unnamed ticket by name", () => {
    expect(matchesTicketSearch({ id: "Ab12" }, "احمد")).toBe(false);
  });
});
