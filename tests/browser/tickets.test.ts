// The super_admin's ticket pages in Chromium: a bulk job from the form to its
// CSV, the QR codes of a type, and naming a Qasr guest with a new code.
import { ar, CALLABLES, COLLECTIONS, type IssueTicketsResult } from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callerWithRole, newRequestId } from "../support/callables";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { keyRing } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const { bulk } = ar.bulkTickets;
const { assign } = ar.assignTicket;

async function firstTypeOf(eventId: string): Promise<string> {
  const [type] = (await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get()).docs;
  return type!.id;
}

async function eventIdByTitle(title: string): Promise<string> {
  const [event] = (await adminDb.collection(COLLECTIONS.events).where("title", "==", title).get()).docs;
  return event!.id;
}

describe("the super_admin's ticket pages", () => {
  it("generates a bulk job from the form, shows its progress and exports its codes as CSV", async () => {
    const eventId = await eventIdByTitle("ديربي العاصمة");
    const ticketTypeId = await firstTypeOf(eventId);
    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/super-admin-bulk-tickets?event=${eventId}&type=${ticketTypeId}`);
    await page.getByTestId("bulk-count").fill("٣٠");
    await page.getByLabel(bulk.label).fill("الرعاة");
    await page.getByRole("button", { name: bulk.submit }).click();

    const job = page.getByTestId("bulk-job");
    await expect.poll(() => job.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    const jobId = (await job.getAttribute("data-job-id"))!;
    const tickets = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", jobId).get();
    expect(tickets.size).toBe(30);
    expect(tickets.docs.every((doc) => doc.get("label") === "الرعاة")).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "bulk-tickets-1280");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = csv.slice(1).trimEnd().split("\r\n");
    expect(rows).toHaveLength(31);
    const ring = await keyRing();
    expect(rows[0]).toBe(ar.bulkTickets.bulk.csvHeader.map((name) => `"${name}"`).join(","));
    // Text cells are quoted; a code holds no comma or quote.
    const codes = rows.slice(1).map((row) => row.split(",")[2]!.replace(/^"|"$/g, ""));
    expect(new Set(codes).size).toBe(30);
    for (const code of codes) expect(verifyTicketCode(code, ring).ok).toBe(true);
    await page.context().close();
  });

  it("lists the QR codes of a ticket type on a phone", async () => {
    const eventId = await eventIdByTitle("ديربي العاصمة");
    const ticketTypeId = await firstTypeOf(eventId);
    const page = await signedInAs(openPage, "super_admin", PHONE, `/qr-codes?event=${eventId}&type=${ticketTypeId}`);
    const tiles = page.getByTestId("ticket-tile");
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => tiles.first().getByTestId("ticket-qr").count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "qr-codes-390");
    await page.context().close();
  });

  it("names a Qasr guest and reissues the code, logged in the ticket's history", async () => {
    const eventId = "demo-qasr-gala";
    const ticketTypeId = await firstTypeOf(eventId);
    const owner = await callerWithRole("super_admin");
    const sold = await owner.call<IssueTicketsResult>(CALLABLES.issueTickets, {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      buyer: { name: "حجز الديوان" },
      payment: "complimentary",
      requestId: newRequestId(),
    });
    if (!sold.ok) throw new Error(sold.message);
    const [ticket] = sold.data.tickets;

    const page = await signedInAs(openPage, "super_admin", PHONE, `/qasr-assign-ticket?event=${eventId}`);
    // The event's tickets are a live list: its first snapshot can take over 20 s on a loaded emulator (CI, 2026-11-25).
    const option = page.locator(`[data-testid="assign-ticket-option"][data-ticket-id="${ticket!.ticketId}"]`);
    await option.waitFor({ timeout: 60_000 });
    await option.click();
    await page.getByLabel(assign.guestName).fill("الشيخ فهد");
    await page.getByLabel(assign.guestPhone).fill("12");
    await page.getByLabel(assign.guestName).click();
    await expect.poll(() => page.getByText(ar.input.phone).count()).toBe(1);
    await page.getByLabel(assign.guestPhone).fill("0551112222");
    await page.getByLabel(assign.reissue).check();
    await page.getByRole("button", { name: assign.submit }).click();
    await page.getByTestId("assign-success").waitFor({ timeout: 30_000 });

    const stored = (await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).get()).data()!;
    expect(stored).toMatchObject({ holderName: "الشيخ فهد", holderPhone: "+966551112222", generation: 1 });
    expect(stored.code).not.toBe(ticket!.code);
    const history = await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).collection(COLLECTIONS.ticketHistory).get();
    expect(history.docs.map((doc) => doc.get("action"))).toEqual(["reissued"]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "qasr-assign-390");
    await page.context().close();
  }, 120_000);
});
