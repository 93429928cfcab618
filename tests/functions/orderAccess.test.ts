// getOrderAccess (docs/contracts.md): a box-office order's private link for
// the staff who sold it, to send the buyer's message again; another seller,
// gate staff, a buyer or a visitor learn nothing of it, and an online order's
// link stays the buyer's alone.
import { CALLABLES, type GetOrderAccessResult, type IssueTicketsResult, type OrderTicketsResult } from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { callerWithRole, callersWithRoles, callOk, newRequestId, type Caller } from "../support/callables";
import { publishLocalSigningKey } from "../support/emulators";
import { buy, purchase } from "../support/payments";
import { createEventWithType } from "../support/salesFixtures";

let seller: Caller;
let owner: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [seller, owner] = await callersWithRoles("sales_admin", "super_admin");
});

async function boxOfficeSale(by: Caller): Promise<IssueTicketsResult> {
  const { eventId, ticketTypeId } = await createEventWithType();
  return callOk<IssueTicketsResult>(by, CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity: 2 }],
    buyer: { name: "منى" },
    payment: "cash",
    requestId: newRequestId(),
  });
}

describe("getOrderAccess", () => {
  it("gives the seller their sale's link, the one issueTickets gave, which opens the order", async () => {
    const sale = await boxOfficeSale(seller);
    const access = await callOk<GetOrderAccessResult>(seller, CALLABLES.getOrderAccess, { orderId: sale.orderId });
    expect(access.accessToken).toBe(sale.accessToken);
    const visitor = await callerWithRole(null);
    const order = await callOk<OrderTicketsResult>(visitor, CALLABLES.getOrderTickets, { orderId: sale.orderId, accessToken: access.accessToken });
    expect(order.tickets.map((ticket) => ticket.ticketId).sort()).toEqual(sale.tickets.map((ticket) => ticket.ticketId).sort());
    expect(await callOk<GetOrderAccessResult>(owner, CALLABLES.getOrderAccess, { orderId: sale.orderId })).toEqual(access);
  });

  it("answers another seller as if the order did not exist, and refuses gate staff, buyers and visitors", async () => {
    const sale = await boxOfficeSale(seller);
    const [otherSeller, gate, user, visitor] = await callersWithRoles("sales_admin", "qr_scanner", "none", null);
    const asked = (caller: Caller, orderId = sale.orderId) => caller.call<GetOrderAccessResult>(CALLABLES.getOrderAccess, { orderId });
    expect(await asked(otherSeller)).toMatchObject({ ok: false, code: "not-found" });
    expect(await asked(otherSeller, "no-such-order-00000000")).toMatchObject({ ok: false, code: "not-found" });
    expect(await asked(gate)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await asked(user)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await asked(visitor)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await asked(seller, "../orders")).toMatchObject({ ok: false, code: "invalid-argument" });
  });

  it("keeps an online order's link the buyer's: not even the owner-manager gets it", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const online = await buy(purchase(eventId, ticketTypeId));
    const refused = await owner.call<GetOrderAccessResult>(CALLABLES.getOrderAccess, { orderId: online.orderId });
    expect(refused).toMatchObject({ ok: false, code: "permission-denied" });
  });
});
