// The wallet passes (docs/contracts.md "Wallet passes") through Hosting's
// /api/wallet rewrite to the walletPass function, with the emulator's TEST
// certificates and key (functions/.secret.local, scripts/lib/localSecrets.mjs):
// the order's link gives each of its valid tickets an Apple pass and a
// Google save link carrying the ticket's signed code; a wrong token is
// answered exactly like a missing order, another order's ticket like a
// missing one, and a void ticket or an order no longer paid is refused.
import {
  CALLABLES,
  walletMessages,
  walletPassPath,
  type IssueTicketsResult,
  type OrderTicketsResult,
  type SalesCorrectionResult,
} from "@bawwaba/common";
import { createPublicKey } from "node:crypto";
import { jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { callerWithRole, callersWithRoles, callOk, newRequestId, type Caller } from "../support/callables";
import { HOSTING_URL, publishLocalSigningKey } from "../support/emulators";
import { buy, localSecret, purchase } from "../support/payments";
import { manifestMismatches, opensslVerifies, unzipPass } from "../support/pkpass";
import { createEventWithType, ticketDoc } from "../support/salesFixtures";

const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";
const ORDER_LINK_INVALID = "رابط الطلب غير صحيح أو انتهت صلاحيته.";

let seller: Caller;
let owner: Caller;
let eventId: string;
let ticketTypeId: string;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [seller, owner] = await callersWithRoles("sales_admin", "super_admin");
  ({ eventId, ticketTypeId } = await createEventWithType({}, { title: "حفل المحفظة", venue: "مسرح المحفظة" }));
});

/** A paid box-office order of two tickets, with its private link's token. */
function sale(): Promise<IssueTicketsResult> {
  return callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity: 2 }],
    buyer: { name: "منى" },
    payment: "cash",
    requestId: newRequestId(),
  });
}

const get = (path: string, init: RequestInit = {}) => fetch(`${HOSTING_URL}${path}`, { redirect: "manual", ...init });
const path = (wallet: "apple" | "google", order: { orderId: string; accessToken: string }, ticketId: string) =>
  walletPassPath(wallet, order, ticketId);

describe("getOrderTickets", () => {
  it("tells the order page that both wallets are on (the emulator's test secrets)", async () => {
    const order = await sale();
    const visitor = await callerWithRole(null);
    const answer = await callOk<OrderTicketsResult>(visitor, CALLABLES.getOrderTickets, { orderId: order.orderId, accessToken: order.accessToken });
    expect(answer.wallets).toEqual({ apple: true, google: true });
  });
});

describe("GET /api/wallet/apple/{orderId}/{ticketId}", () => {
  it("answers the ticket's signed pass, its code as the QR and its gate code under it, privately", async () => {
    const order = await sale();
    const ticket = order.tickets[0]!;
    const response = await get(path("apple", order, ticket.ticketId));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="ticket-${ticket.ticketId}.pkpass"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");

    const files = unzipPass(new Uint8Array(await response.arrayBuffer()));
    const pass = JSON.parse(files["pass.json"]!.toString("utf8"));
    const gateCode = (await ticketDoc(ticket.ticketId)).gateCode as string;
    expect(pass.serialNumber).toBe(ticket.ticketId);
    expect(pass.barcodes).toEqual([
      { format: "PKBarcodeFormatQR", message: ticket.code, messageEncoding: "iso-8859-1", altText: `${gateCode.slice(0, 5)}-${gateCode.slice(5)}` },
    ]);
    expect(pass.eventTicket.primaryFields[0].value).toBe("حفل المحفظة");
    expect(pass.eventTicket.auxiliaryFields[0].value).toBe("مسرح المحفظة");
    expect(pass.eventTicket.backFields[0].value).toMatch(/^BW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(manifestMismatches(files)).toEqual([]);
    const apple = JSON.parse(localSecret("APPLE_WALLET_CERTIFICATES")) as { wwdr: string };
    expect(opensslVerifies(files["manifest.json"]!, files.signature!, apple.wwdr)).toBe(true);
  });
});

describe("GET /api/wallet/google/{orderId}/{ticketId}", () => {
  it("redirects to a save link whose JWT the service account's key signed, with the ticket's code", async () => {
    const order = await sale();
    const ticket = order.tickets[1]!;
    const response = await get(path("google", order, ticket.ticketId));
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(GOOGLE_SAVE_URL)).toBe(true);

    const google = JSON.parse(localSecret("GOOGLE_WALLET_ISSUER")) as { issuerId: string; serviceAccountEmail: string; privateKey: string };
    const { payload } = await jwtVerify(location.slice(GOOGLE_SAVE_URL.length), createPublicKey(google.privateKey), {
      algorithms: ["RS256"],
      issuer: google.serviceAccountEmail,
      audience: "google",
    });
    expect(payload.typ).toBe("savetowallet");
    const { eventTicketClasses, eventTicketObjects } = payload.payload as {
      eventTicketClasses: Record<string, unknown>[];
      eventTicketObjects: Record<string, unknown>[];
    };
    expect(eventTicketClasses[0]).toMatchObject({ id: `${google.issuerId}.${eventId}`, eventName: { defaultValue: { language: "ar", value: "حفل المحفظة" } } });
    expect(eventTicketObjects[0]).toMatchObject({
      id: `${google.issuerId}.${ticket.ticketId}`,
      classId: `${google.issuerId}.${eventId}`,
      state: "ACTIVE",
      barcode: { type: "QR_CODE", value: ticket.code },
      reservationInfo: { confirmationCode: expect.stringMatching(/^BW-/) },
    });
  });
});

describe("refusals", () => {
  it("answers a wrong or missing token exactly like an order that does not exist", async () => {
    const order = await sale();
    const ticketId = order.tickets[0]!.ticketId;
    const answers = await Promise.all([
      get(path("apple", { orderId: order.orderId, accessToken: "A".repeat(43) }, ticketId)),
      get(`/api/wallet/apple/${order.orderId}/${ticketId}`),
      get(path("apple", { orderId: "no-such-order-0000000", accessToken: order.accessToken }, ticketId)),
      get(path("google", { orderId: order.orderId, accessToken: "A".repeat(43) }, ticketId)),
    ]);
    const bodies = await Promise.all(answers.map((response) => response.text()));
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ error: ORDER_LINK_INVALID })]));
  });

  it("answers another order's ticket like a missing one, even with a right token", async () => {
    const [mine, theirs] = await Promise.all([sale(), sale()]);
    for (const wallet of ["apple", "google"] as const) {
      const response = await get(path(wallet, mine, theirs.tickets[0]!.ticketId));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: ORDER_LINK_INVALID });
    }
  });

  it("refuses a void ticket, and every ticket of an order no longer paid", async () => {
    const order = await sale();
    const [voided, kept] = order.tickets;
    await callOk<SalesCorrectionResult>(owner, CALLABLES.voidTicket, { ticketId: voided!.ticketId, reason: "بيعت بالخطأ" });
    const refusedVoid = await get(path("apple", order, voided!.ticketId));
    expect(refusedVoid.status).toBe(409);
    expect(await refusedVoid.json()).toEqual({ error: walletMessages.errors.ticketVoid });
    expect((await get(path("apple", order, kept!.ticketId))).status).toBe(200);

    await callOk<SalesCorrectionResult>(owner, CALLABLES.cancelOrder, { orderId: order.orderId, reason: "طلب مكرر", refund: false });
    const refusedCancelled = await get(path("google", order, kept!.ticketId));
    expect(refusedCancelled.status).toBe(409);
    expect(await refusedCancelled.json()).toEqual({ error: walletMessages.errors.orderNotPaid });
  });

  it("gives an unpaid online order nothing: it has no tickets to name", async () => {
    const pending = await buy(purchase(eventId, ticketTypeId));
    expect(pending.status).toBe("pending");
    const elsewhere = (await sale()).tickets[0]!.ticketId;
    const response = await get(path("apple", pending, elsewhere));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: ORDER_LINK_INVALID });
  });

  it("refuses every method but GET", async () => {
    const order = await sale();
    const response = await get(path("apple", order, order.tickets[0]!.ticketId), { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ error: walletMessages.errors.methodNotAllowed });
  });
});
