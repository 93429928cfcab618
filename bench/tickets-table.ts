// The tickets table at 100,000 tickets, in Chromium: how long the first page
// and a filtered search (one event, one holder's name) take to show, from the
// click to the tickets on screen, RUNS times each.
// Needs running emulators with the web app built for them (`npm start`, or
// inside `firebase emulators:exec --only auth,firestore,functions,hosting`);
// clears them and signs the demo accounts up, then seeds the data set itself.
// After each page measurement, the same query alone, twice: through the Admin
// SDK (the emulator keeps no indexes, so any query on 100,000 tickets costs it
// 1-2 s), and through the web's own SDK in this process, signed in as the
// page's user (a listen, as the page's getDocs, with the security rules
// checked on every ticket it returns, which the Admin SDK skips): the
// difference between the page and the latter is the page's own overhead.
// Usage: npx tsx bench/tickets-table.ts   (TICKETS=100000 RUNS=7 by default)
import { COLLECTIONS } from "@bawwaba/common";
import { parseTicketSearch, prefixEnd } from "@bawwaba/common/ticketSearch";
import type { Query } from "firebase-admin/firestore";
import { initializeApp as initializeClientApp } from "firebase/app";
import { connectAuthEmulator, getAuth as getClientAuth, signInWithEmailAndPassword } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore as getClientFirestore,
  limit,
  orderBy,
  query as clientQuery,
  where,
  type Query as ClientQuery,
} from "firebase/firestore";
import { percentile } from "./lib/percentile";
import { launchBrowser, newPage, signIn } from "../tests/support/browser";
import { DEMO_ACCOUNTS, seedDemoAccounts, waitForDemoClaims } from "../scripts/demo/demoData";
import { adminAuth, adminDb, AUTH_HOST, FIRESTORE_HOST, PROJECT_ID, resetEmulatorData } from "../tests/support/emulators";
import { seedManyTickets } from "../tests/support/manyTickets";
import type { Page } from "playwright-core";
import { countShown, timeFirstPage, timeOpenTable, timeSearch } from "../tests/support/ticketsTable";

const TICKETS = Number(process.env.TICKETS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 7);

/** The table's page size (TicketsTablePage) and one more, which tells whether another page exists. */
const PAGE_QUERY_LIMIT = 51;

/**
 * The first page again, the table's code and the Firestore connection
 * already in the page: from the table to another page and back, without a
 * reload. Set against timeFirstPage, it separates what the first opening
 * costs (the route's chunk, the SDK's connection) from the page's own work.
 */
async function timeReturnToTable(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.history.pushState({}, "", "/privacy-policy");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await page.getByRole("heading", { level: 1 }).waitFor();
  const elapsed = await timeOpenTable(page);
  await countShown(page);
  return elapsed;
}

async function timeBare(query: Query): Promise<number> {
  const started = performance.now();
  await query.limit(PAGE_QUERY_LIMIT).get();
  return Math.round(performance.now() - started);
}

async function timeBareClient(query: ClientQuery): Promise<number> {
  const started = performance.now();
  await getDocs(clientQuery(query, limit(PAGE_QUERY_LIMIT)));
  return Math.round(performance.now() - started);
}

/** The web SDK in this process, signed in as `email`, on the emulators. */
async function clientFirestoreAs(email: string, password: string) {
  const app = initializeClientApp({ projectId: PROJECT_ID, apiKey: "demo-key" }, "bench-client");
  const auth = getClientAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, password);
  const db = getClientFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(":");
  connectFirestoreEmulator(db, host!, Number(port));
  return db;
}

async function main() {
  await resetEmulatorData();
  await seedDemoAccounts(adminDb, adminAuth);
  if (!(await waitForDemoClaims(adminAuth))) throw new Error("The demo roles never reached the claims");
  const admin = DEMO_ACCOUNTS.find((account) => account.role === "super_admin")!;
  const sellers = [{ uid: (await adminAuth.getUserByEmail(admin.email)).uid, email: admin.email }];
  const started = Date.now();
  const data = await seedManyTickets(TICKETS, sellers);
  console.log(`seeded ${TICKETS} tickets in ${Date.now() - started} ms`);

  const [eventId, names] = [...data.holdersByEvent].find(([, byName]) => byName.size > 0)!;
  const [name, matches] = [...names].find(([, count]) => count >= 3) ?? [...names][0]!;

  const tickets = adminDb.collection(COLLECTIONS.tickets);
  const search = parseTicketSearch(name);
  if (search.kind !== "name") throw new Error(`"${name}" is not a name search`);
  // The queries the page runs (web/src/features/tickets/table/api.ts).
  const firstPageQuery = tickets.orderBy("issuedAt", "desc");
  const searchQuery = tickets
    .where("holderKey", ">=", search.prefix)
    .where("holderKey", "<", prefixEnd(search.prefix))
    .where("eventId", "==", eventId)
    .orderBy("holderKey")
    .orderBy("issuedAt", "desc");
  const clientDb = await clientFirestoreAs(admin.email, admin.password);
  const clientTickets = collection(clientDb, COLLECTIONS.tickets);
  const clientFirstPageQuery = clientQuery(clientTickets, orderBy("issuedAt", "desc"));
  const clientSearchQuery = clientQuery(
    clientTickets,
    where("holderKey", ">=", search.prefix),
    where("holderKey", "<", prefixEnd(search.prefix)),
    where("eventId", "==", eventId),
    orderBy("holderKey"),
    orderBy("issuedAt", "desc"),
  );
  await timeBareClient(clientSearchQuery); // the connection's set-up, not timed

  const browser = await launchBrowser();
  const page = await newPage(browser);
  await signIn(page, admin.email, admin.password);
  const firstPage: number[] = [];
  const returned: number[] = [];
  const searched: number[] = [];
  const bareFirstPage: number[] = [];
  const bareSearch: number[] = [];
  const clientFirstPage: number[] = [];
  const clientSearch: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    firstPage.push(await timeFirstPage(page));
    bareFirstPage.push(await timeBare(firstPageQuery));
    clientFirstPage.push(await timeBareClient(clientFirstPageQuery));
    returned.push(await timeReturnToTable(page));
    await page.goto(`/tickets-table?event=${eventId}`);
    await page.getByTestId("ticket-row").first().waitFor({ timeout: 60_000 });
    await countShown(page);
    searched.push(await timeSearch(page, name, name));
    bareSearch.push(await timeBare(searchQuery));
    clientSearch.push(await timeBareClient(clientSearchQuery));
  }
  await browser.close();
  const report = (label: string, values: number[]) =>
    console.log(`${label}: p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, all ${values.join(", ")}`);
  const overhead = (page: number[], bare: number[]) => page.map((ms, run) => ms - bare[run]!);
  report("first page", firstPage);
  report("  the same query alone (Admin SDK)", bareFirstPage);
  report("  the same query alone (web SDK as the page's user)", clientFirstPage);
  report("  page overhead (page − web SDK query, each run)", overhead(firstPage, clientFirstPage));
  report("first page, back from another page (no reload)", returned);
  report("  page overhead (page − web SDK query, each run)", overhead(returned, clientFirstPage));
  report(`search "${name}" in ${eventId} (${matches} tickets)`, searched);
  report("  the same query alone (Admin SDK)", bareSearch);
  report("  the same query alone (web SDK as the page's user)", clientSearch);
  report("  page overhead (page − web SDK query, each run)", overhead(searched, clientSearch));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
