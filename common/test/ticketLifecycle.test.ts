// The ticket lifecycle's table and the decision drawn from it
// (common/src/ticketLifecycle.ts): the functions change a ticket's status
// through it and the sales editor offers voiding from it.
import { describe, expect, it } from "vitest";
import { canChangeTicketStatus, mayVoidTicket, TICKET_STATUSES, TICKET_TRANSITIONS, type TicketStatus } from "../src/index.js";

const LEGAL_TICKET_CHANGES: readonly [TicketStatus, TicketStatus][] = [
  ["valid", "checked_in"],
  ["valid", "void"],
  ["checked_in", "void"],
];

describe("the ticket transition table", () => {
  const pairs = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)("%s → %s", (from, to) => {
    expect(canChangeTicketStatus(from, to)).toBe(LEGAL_TICKET_CHANGES.some(([a, b]) => a === from && b === to));
  });

  it("never brings a void ticket back, nor lets a used one enter again", () => {
    expect(TICKET_TRANSITIONS.void).toEqual([]);
    expect(TICKET_TRANSITIONS.checked_in).not.toContain("valid");
  });
});

describe("what a ticket allows", () => {
  it("may be voided unless it is void already", () => {
    expect(TICKET_STATUSES.filter(mayVoidTicket)).toEqual(["valid", "checked_in"]);
  });
});
