// The dashboard in Chromium: the super_admin sees tickets sold, revenue,
// check-ins, the sales chart and the breakdowns of the demo events (weeks of
// earlier sales, plus today's through the functions), for all events and for
// one; a sale made while the page is open shows without a reload; the page
// fits a phone; the revenue's VAT and the refunds show apart, and the sales
// report downloaded for a day says what the dashboard says of that day.
// Takes the dashboard's screenshots.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  formatMoney,
  formatOrderReference,
  parseDocument,
  salesDayOf,
  salesStatsShardSchema,
  shiftDay,
  summarizeSales,
  type BulkGenerateTicketsResult,
  type DayRange,
  type IssueTicketsResult,
  type RedeemTicketResult,
  type SalesSummary,
} from "@bawwaba/common";
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseOption, DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callerWithRole, callOk, newRequestId, signedInCaller, type Caller } from "../support/callables";
import { demoPastSales, seedPastSales, type Seller } from "../support/dashboardSeed";
import { useTestOrganiser } from "../support/invoicing";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, eventually } from "../support/emulators";
import { salesFromStats, salesFromTickets } from "../support/salesStats";

const openPage = useDemoBrowser();
const texts = ar.dashboard;

let seller: Caller;
let owner: Caller;
let gate: Caller;
let emails: Record<string, string>;

const sell = (caller: Caller, eventId: string, ticketTypeId: string, quantity: number, payment = "cash") =>
  callOk<IssueTicketsResult>(caller, CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity }],
    buyer: { name: "ضيف" },
    payment,
    requestId: newRequestId(),
  });

// The demo accounts sell, so the sellers shown are the demo staff; two more
// sellers only ever appear in the stats.
beforeAll(async () => {
  const sales = demoAccount("sales_admin");
  const admin = demoAccount("super_admin");
  [seller, owner, gate] = await Promise.all([
    signedInCaller(sales.email, sales.password),
    signedInCaller(admin.email, admin.password),
    callerWithRole("qr_scanner"),
  ]);
  const staff: Seller[] = [
    { uid: owner.uid, email: owner.email },
    { uid: seller.uid, email: seller.email },
    { uid: "seller-noura", email: "noura@bawwaba.test" },
    { uid: "seller-fahad", email: "fahad@bawwaba.test" },
  ];
  emails = Object.fromEntries(staff.map(({ uid, email }) => [uid, email]));
  await seedPastSales(demoPastSales(staff));

  // Today, through the functions: box office, complimentary, a bulk batch, and three entries.
  const derby = await sell(seller, "demo-derby", "regular", 4);
  await sell(seller, "demo-summer-night", "standard", 2, "card");
  await sell(owner, "demo-derby", "vip", 2, "complimentary");
  const { jobId } = await callOk<BulkGenerateTicketsResult>(owner, CALLABLES.bulkGenerateTickets, {
    eventId: "demo-family-day",
    ticketTypeId: "child",
    count: 25,
    requestId: newRequestId(),
  });
  await eventually(() => adminDb.collection(COLLECTIONS.jobs).doc(jobId).get(), (job) => job.get("status") === "done");
  for (const ticket of derby.tickets.slice(0, 3)) {
    const answer = await callOk<RedeemTicketResult>(gate, CALLABLES.redeemTicket, { code: ticket.code, scanId: randomUUID() });
    expect(answer.result).toBe("accepted");
  }
}, 240_000);

/** Every event's sales over `range`, summed from all the shards as the page does. */
async function allSales(range: DayRange) {
  const shards = await adminDb.collectionGroup(COLLECTIONS.salesStats).get();
  return summarizeSales(
    shards.docs.map((doc) => parseDocument(salesStatsShardSchema, doc.ref.path, doc.data())),
    range,
  );
}

const today = () => salesDayOf(Date.now());
const last30 = (): DayRange => ({ from: shiftDay(today(), -29), to: today() });

/** Clicks `testId` and returns the text of the file it downloads. */
async function downloaded(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return readFile((await download.path())!, "utf8");
}

/** A CSV file's cells (lib/csv.ts: a byte order mark, CRLF, every text quoted, numbers bare). */
function rowsOf(csv: string): string[][] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return csv
    .slice(1)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => match[1]?.replace(/""/g, '"') ?? match[2] ?? ""));
}

/** "345.00" riyals in halalas. */
const minor = (major: string) => Math.round(Number(major) * 100);
/** The riyals among amounts by currency (0 when none). */
const sar = (amounts: SalesSummary["revenue"]) => amounts.find((amount) => amount.currency === "SAR")?.amount ?? 0;

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);
const shownTickets = async (page: Page) => Number(await figure(page, "tickets").getAttribute("data-value"));
const shownAmount = (page: Page, testId: string, currency = "SAR") =>
  page.getByTestId(testId).locator(`[data-currency="${currency}"]`).first().getAttribute("data-amount");
const channelTickets = (page: Page) =>
  page.getByTestId("by-channel").getByTestId("breakdown-row").evaluateAll((rows) =>
    rows.map((row) => [row.getAttribute("data-key"), Number(row.getAttribute("data-tickets"))]),
  );

// The super_admin lands on the dashboard: the tests use that page rather than
// reload it at once, which now and then left the new page without data for
// seconds (docs/benchmarks/2026-11.md, "The Firestore emulator: pages left
// behind and lost long-poll responses").
describe("the dashboard", () => {
  it("adds up as the tickets say: the stats of every demo event equal their tickets", async () => {
    for (const eventId of ["demo-derby", "demo-summer-night", "demo-family-day", "demo-qasr-gala"]) {
      expect(await salesFromStats(eventId)).toEqual(await salesFromTickets(eventId, emails));
    }
  });

  it("shows all events over the last 30 days, updates live on a sale, and fits 1280 px", async () => {
    const expected = await allSales(last30());
    expect(expected.tickets).toBeGreaterThan(100);

    const page = await signedInAs(openPage, "super_admin");
    await page.waitForURL("**/dashboard");
    await expect.poll(() => shownTickets(page), { timeout: 30_000 }).toBe(expected.tickets);
    expect(await figure(page, "tickets").textContent()).toContain(new Intl.NumberFormat("en-US").format(expected.tickets));
    expect(Number(await shownAmount(page, "figure-revenue"))).toBe(expected.revenue[0]!.amount);
    expect(await figure(page, "revenue").textContent()).toContain("ر.س");
    await expect.poll(() => figure(page, "checkins").getAttribute("data-value")).toBe("3");
    // The breakdowns wait for the events' names too, which arrive on their own query.
    await expect.poll(() => channelTickets(page)).toEqual(expected.channels.map((channel) => [channel.channel, channel.tickets]));
    for (const channel of ["box_office", "online", "bulk", "complimentary"] as const) {
      expect(await page.getByTestId("by-channel").textContent()).toContain(ar.tickets.channels[channel]);
    }

    // One bar per day of the period, today's with today's sales.
    const bars = page.getByTestId("chart-bar");
    expect(await bars.count()).toBe(30);
    const todays = expected.days.find((day) => day.day === today())!;
    expect(Number(await page.locator(`[data-testid="chart-bar"][data-key="${today()}"]`).getAttribute("data-tickets"))).toBe(todays.tickets);

    // The best seller by tickets leads the list, by the name on their staff
    // record (the demo staff's), else by e-mail (sellers with no record).
    const topSeller = page.getByTestId("top-sellers").getByTestId("breakdown-row").first();
    const best = expected.sellers[0]!.email!;
    const named = [demoAccount("super_admin"), demoAccount("sales_admin")].find((account) => account.email === best);
    expect(await topSeller.textContent()).toContain(named?.displayName ?? best);
    // All four sellers show (at most five do): the demo staff by name, the others by e-mail.
    const sellers = (await page.getByTestId("top-sellers").textContent()) ?? "";
    for (const account of [demoAccount("super_admin"), demoAccount("sales_admin")]) {
      expect(sellers).toContain(account.displayName);
      expect(sellers).not.toContain(account.email);
    }
    expect(sellers).toContain("noura@bawwaba.test");
    expect(await page.getByTestId("top-sellers").getByTestId("breakdown-row").count()).toBeLessThanOrEqual(5);

    // Staff management is one click away.
    const staffLink = page.getByTestId("dashboard-staff-link");
    expect(await staffLink.getAttribute("href")).toBe("/staff");

    // A sale at the box office while the page is open shows without a reload.
    await sell(seller, "demo-derby", "regular", 3);
    await expect.poll(() => shownTickets(page), { timeout: 30_000 }).toBe(expected.tickets + 3);
    await expect
      .poll(() => page.locator(`[data-testid="chart-bar"][data-key="${today()}"]`).getAttribute("data-tickets"))
      .toBe(String(todays.tickets + 3));

    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-1280");
    await page.context().close();
  });

  it("narrows to one event and to today from the pickers", async () => {
    const page = await signedInAs(openPage, "super_admin");
    await page.waitForURL("**/dashboard");
    await page.getByTestId("figure-tickets").waitFor();

    await chooseOption(page.getByRole("combobox", { name: texts.filters.event }), /ديربي العاصمة/);
    await page.waitForURL(/event=demo-derby/);
    const derby = await salesFromStats("demo-derby", last30());
    await expect.poll(() => shownTickets(page), { timeout: 30_000 }).toBe(derby.tickets);
    expect(await page.getByTestId("by-type").getByTestId("breakdown-row").count()).toBe(2);

    await page.getByRole("combobox", { name: texts.filters.period }).selectOption({ label: texts.filters.periods.today });
    const derbyToday = await salesFromStats("demo-derby", { from: today(), to: today() });
    // Today: the functions' sales (4 + 2 complimentary + 3 while the page was open).
    expect(derbyToday.tickets).toBe(9);
    await expect.poll(() => shownTickets(page)).toBe(9);
    expect(await page.getByTestId("chart-bar").count()).toBe(1);
    await expect.poll(() => figure(page, "checkins").getAttribute("data-value")).toBe("3");

    // A custom period the wrong way round is refused in words.
    await page.goto(`/dashboard?event=demo-derby&period=custom&from=${today()}&to=${shiftDay(today(), -3)}`);
    await page.getByText(texts.filters.badRange).waitFor();
    await page.context().close();
  });

  it("fits a phone (390 px) with no horizontal scrolling", async () => {
    const page = await signedInAs(openPage, "super_admin", PHONE);
    await page.waitForURL("**/dashboard");
    const expected = await allSales(last30());
    await expect.poll(() => shownTickets(page), { timeout: 30_000 }).toBe(expected.tickets);
    await page.getByTestId("top-sellers").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-390");
    await page.context().close();
  });

  it("shows the day's VAT and refunds apart, and its sales report downloads adding up to them", async () => {
    // A demo type at 15 % VAT, sold at the box office and invoiced (the
    // organiser's settings); one ticket voided gives its price back with a credit note.
    await useTestOrganiser();
    const [eventId, ticketTypeId] = ["demo-summer-night", "standard"];
    await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).update({ vatRate: 1500 });
    const sold = await sell(seller, eventId, ticketTypeId, 3, "card");
    await callOk(owner, CALLABLES.voidTicket, { ticketId: sold.tickets[0]!.ticketId, reason: "بيعت بالخطأ" });
    const day = today();
    const expected = await salesFromStats(eventId, { from: day, to: day });
    expect(sar(expected.vat)).toBeGreaterThan(0);
    expect(sar(expected.refunded)).toBeGreaterThan(0);

    const shows = async (page: Page) => {
      await expect.poll(() => shownTickets(page), { timeout: 30_000 }).toBe(expected.tickets);
      await expect.poll(() => shownAmount(page, "figure-revenue")).toBe(String(sar(expected.revenue)));
      expect(await shownAmount(page, "figure-vat")).toBe(String(sar(expected.vat)));
      expect(await shownAmount(page, "figure-refunded")).toBe(String(sar(expected.refunded)));
    };
    const page = await signedInAs(openPage, "super_admin", DESKTOP);
    await page.waitForURL("**/dashboard");
    await page.goto(`/dashboard?event=${eventId}&period=custom&from=${day}&to=${day}`);
    await shows(page);
    expect(await figure(page, "revenue").textContent()).toContain(texts.figures.vat(formatMoney(sar(expected.vat), "SAR")));

    // The report: the day's lines add up to the dashboard's figures for that day.
    const report = rowsOf(await downloaded(page, "download-salesReport"));
    expect(report[0]).toEqual(ar.salesReport.sales.header);
    const lines = report.slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line[0] === day && line[5] === "SAR")).toBe(true);
    const column = (index: number) => lines.reduce((sum, line) => sum + minor(line[index]!), 0);
    expect(lines.reduce((sum, line) => sum + Number(line[6]), 0)).toBe(expected.tickets);
    expect(column(7) - column(8)).toBe(sar(expected.revenue));
    expect(column(8)).toBe(sar(expected.refunded));
    expect(column(9)).toBe(sar(expected.vat));
    expect(column(10)).toBe(sar(expected.revenue) - sar(expected.vat));
    const card = lines.find((line) => line[4] === ar.tickets.payments.card)!;
    expect(card.slice(1, 4)).toEqual(["ليلة الطرب الصيفية", "دخول عام", ar.tickets.channels.box_office]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-vat-1280");
    await page.context().close();

    const phone = await signedInAs(openPage, "super_admin", PHONE);
    await phone.waitForURL("**/dashboard");
    await phone.goto(`/dashboard?event=${eventId}&period=today`);
    await shows(phone);
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, "dashboard-vat-390");
    await phone.context().close();
  });

  it("downloads the invoices and credit notes issued in the period, as stored", async () => {
    // The day's sale and void of the test before, on demo-summer-night.
    const [eventId, day] = ["demo-summer-night", today()];
    const issued = [];
    for (const name of [COLLECTIONS.invoices, COLLECTIONS.creditNotes]) {
      const documents = await adminDb.collection(name).where("eventId", "==", eventId).get();
      issued.push(...documents.docs.filter((doc) => salesDayOf(doc.get("issuedAt").toMillis()) === day));
    }
    issued.sort((a, b) => a.get("issuedAt").toMillis() - b.get("issuedAt").toMillis());
    expect(issued.map((doc) => doc.get("kind"))).toEqual(["invoice", "credit_note"]);

    const page = await signedInAs(openPage, "super_admin", DESKTOP);
    await page.waitForURL("**/dashboard");
    await page.goto(`/dashboard?event=${eventId}&period=today`);
    await page.getByTestId("figure-tickets").waitFor();
    const documents = rowsOf(await downloaded(page, "download-taxDocuments"));
    expect(documents[0]).toEqual(ar.salesReport.documents.header);
    expect(documents.slice(1).map((line) => [line[0], line[1], line[3], line[9]])).toEqual(
      issued.map((doc) => [
        doc.id,
        ar.salesReport.documents.kinds[doc.get("kind") as "invoice" | "credit_note"],
        doc.get("orderReference") ? formatOrderReference(doc.get("orderReference")) : doc.get("orderId"),
        doc.get("invoiceNumber") ?? "",
      ]),
    );
    const [invoiceLine, creditLine] = documents.slice(1);
    expect(minor(invoiceLine![6]!)).toBe(issued[0]!.get("totals.gross"));
    expect(minor(creditLine![7]!)).toBe(issued[1]!.get("totals.vat"));
    await page.context().close();
  });

  it("is refused to a sales_admin and a qr_scanner by the rules, not only the page", async () => {
    const salesAdmin = await callerWithRole("sales_admin");
    expect(await salesAdmin.readDocument("events/demo-derby/salesStats/0")).toBe(403);
    expect(await gate.readDocument("events/demo-derby/salesStats/0")).toBe(403);
  });
});
