// The tickets table at 100,000 tickets, in Chromium: how long the first page
// and a filtered search (one event, one holder's name) take to show, from the
// click to the tickets on screen, RUNS times each.
// Needs running emulators with the web app built for them (`npm start`, or
// inside `firebase emulators:exec --only auth,firestore,functions,hosting`);
// seeds the data set itself, over whatever is there.
// Usage: npx tsx bench/tickets-table.ts   (TICKETS=100000 RUNS=7 by default)
import { launchBrowser, newPage, signIn } from "../tests/support/browser";
import { DEMO_ACCOUNTS } from "../scripts/demo/demoData";
import { adminAuth } from "../tests/support/emulators";
import { seedManyTickets } from "../tests/support/manyTickets";
import { countShown, timeFirstPage, timeSearch } from "../tests/support/ticketsTable";

const TICKETS = Number(process.env.TICKETS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 7);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === "super_admin")!;
  const sellers = [{ uid: (await adminAuth.getUserByEmail(admin.email)).uid, email: admin.email }];
  const started = Date.now();
  const data = await seedManyTickets(TICKETS, sellers);
  console.log(`seeded ${TICKETS} tickets in ${Date.now() - started} ms`);

  const [eventId, names] = [...data.holdersByEvent].find(([, byName]) => byName.size > 0)!;
  const [name, matches] = [...names].find(([, count]) => count >= 3) ?? [...names][0]!;

  const browser = await launchBrowser();
  const page = await newPage(browser);
  await signIn(page, admin.email, admin.password);
  const firstPage: number[] = [];
  const search: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    firstPage.push(await timeFirstPage(page));
    await page.goto(`/tickets-table?event=${eventId}`);
    await page.getByTestId("ticket-row").first().waitFor({ timeout: 60_000 });
    await countShown(page);
    search.push(await timeSearch(page, name, name));
  }
  await browser.close();
  const report = (label: string, values: number[]) =>
    console.log(`${label}: p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, all ${values.join(", ")}`);
  report("first page", firstPage);
  report(`search "${name}" in ${eventId} (${matches} tickets)`, search);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
