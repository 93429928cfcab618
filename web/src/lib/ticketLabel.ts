// A ticket's name in lists and buttons' labels, apart from ticketIds.ts so
// that pages which only link tickets do not load the gate code's module.
import { formatGateCode, gateCodeOf } from "@bawwaba/common";
import { shortTicketId } from "./ticketIds";

/**
 * How a ticket is named in a list or a button's label: its gate code
 * (`7K3M9-QXJ2H`, what is printed under its QR and typed at the gate), or
 * its short id when its code has none.
 */
export function ticketLabel(ticket: { id: string; code: string }): string {
  const gateCode = gateCodeOf(ticket.code);
  return gateCode === undefined ? shortTicketId(ticket.id) : formatGateCode(gateCode);
}
