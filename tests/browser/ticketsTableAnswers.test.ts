// The tickets table's promo code filter and the answers in its CSV, in
// Chromium: three tickets of one event, two bought with a code and carrying
// answers to the event's per-ticket questions (written with the Admin SDK as
// a sale stores them). The code typed as a buyer would type it finds the two;
// their file has the code's column and one column per question label.
import { ar, COLLECTIONS } from "@bawwaba/common";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot } from "../support/browser";
import { callerWithRole } from "../support/callables";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, sellTickets } from "../support/salesFixtures";

const openPage = useDemoBrowser({ closePagesAfterEachTest: true });
const table = ar.ticketsTable;

beforeAll(publishLocalSigningKey);

/** The cells of one CSV line (RFC 4180: quoted fields, "" for a quote). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) cells.push(match[1]?.replace(/""/g, '"') ?? match[2] ?? "");
  return cells;
}

describe("the tickets table's promo codes and answers", () => {
  it("filters by a code typed as bought and exports the code and the answers, one column per question", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5 });
    const seller = await callerWithRole("sales_admin");
    const tickets = await sellTickets(seller, eventId, ticketTypeId, 3);
    const [first, second] = tickets.map((ticket) => ticket.ticketId);
    const answers = (size: string, student: boolean) => [
      { questionId: "size", label: "مقاس القميص", value: size },
      { questionId: "student", label: "طالب جامعي؟", value: student },
    ];
    await adminDb.collection(COLLECTIONS.tickets).doc(first!).update({ promoCode: "VIP2026", answers: answers("L", true) });
    await adminDb.collection(COLLECTIONS.tickets).doc(second!).update({ promoCode: "VIP2026", answers: answers("M", false) });

    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/tickets-table?event=${eventId}`);
    const rows = page.getByTestId("ticket-row");
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(3);

    // Typed as a buyer would: lower case, a dash, Arabic digits; applied as stored.
    const code = page.getByTestId("filter-promo-code");
    await code.fill("vip-٢٠٢٦");
    await code.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("code") === "VIP2026");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.getByTestId("tickets-count").textContent(), { timeout: 60_000 }).toBe(table.results.count(2));
    const shown = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-ticket-id")));
    expect(shown.sort()).toEqual([first, second].sort());

    // What cannot be a code is said beside the field, and the filter stays.
    await code.fill("x");
    await code.press("Enter");
    await expect.poll(() => page.getByText(table.filters.promoCodeInvalid).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("code")).toBe("VIP2026");
    await code.fill("VIP2026");
    await code.press("Enter");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: table.exportCsv.button }).click();
    const file = await readFile((await (await download).path())!, "utf8");
    const [header, ...lines] = file.slice(1).trimEnd().split("\r\n").map(cellsOf);
    expect(header).toEqual([...table.exportCsv.header, "مقاس القميص", "طالب جامعي؟"]);
    const byId = new Map(lines.map((line) => [line[0], line]));
    expect(byId.size).toBe(2);
    const base = table.exportCsv.header.length;
    expect(byId.get(first)!.slice(base - 1)).toEqual(["VIP2026", "L", ar.answerWords.yes]);
    expect(byId.get(second)!.slice(base - 1)).toEqual(["VIP2026", "M", ar.answerWords.no]);

    // Clearing the field shows every ticket again.
    await code.fill("");
    await code.press("Enter");
    await page.waitForURL((url) => !url.searchParams.has("code"));
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    await page.context().close();

    const phone = await signedInAs(openPage, "super_admin", PHONE, `/tickets-table?event=${eventId}&code=VIP2026`);
    await expect.poll(() => phone.getByTestId("ticket-row").count(), { timeout: 60_000 }).toBe(2);
    expect(await phone.getByTestId("filter-promo-code").inputValue()).toBe("VIP2026");
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, "tickets-table-promo-code-390", { fullPage: false });
  });
});
