// The ticket lifecycle's rules: a ticket is issued `valid`, enters once
// (`checked_in`) and may be voided (refused at the gate) whether or not it
// entered; nothing brings it back. The functions change a ticket's status
// only through this table (functions/src/tickets/lifecycle.ts) and the sales
// editor offers voiding from the same predicate.
import type { TicketStatus } from "./documents.js";

/** Every legal change of a ticket's status; anything else is refused. */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  valid: ["checked_in", "void"],
  checked_in: ["void"],
  void: [],
};

export const canChangeTicketStatus = (from: TicketStatus, to: TicketStatus): boolean => TICKET_TRANSITIONS[from].includes(to);

/** Staff may void the ticket (sales editor): it is not void yet. */
export const mayVoidTicket = (status: TicketStatus): boolean => canChangeTicketStatus(status, "void");
