// A staff page that is closed or left gives its live queries up on the
// Firestore emulator. The page closes its listen channel as it goes
// (web/src/lib/firebase.ts) and the emulator's patched channel handler
// (scripts/lib/firestore-emulator/FirestoreListenHandler.java) removes the
// channel's targets. Without either, the emulator kept matching every later
// commit against each page ever left, queued 10,000 messages for each, then
// failed and logged every further one ("too many pending messagings" in
// firestore-debug.log): in a full run, 1.47 million times, and every write
// after the browser tests slowed. A page left while its Firestore is still
// busy may go before its close is sent (seen on one core, 2026-11-27: 12
// failed sends); its channel then fails once its queue is full, and the
// handler removes its targets all the same. So a page gone costs at most
// that one overflow: the commits after it queue nothing for it. Pages other
// browser files left may still be listening when this file runs (files run
// in any order): their queues are filled first, and what they fail per
// commit is measured and allowed for, so that only this page's leftovers
// count.
import { COLLECTIONS } from "@bawwaba/common";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";

const openPage = useDemoBrowser();

// Written by firebase-tools where the emulators were started: the repository.
const EMULATOR_LOG = path.resolve(import.meta.dirname, "../../firestore-debug.log");
const logCount = (text: string) => readFileSync(EMULATOR_LOG, "utf8").split(text).length - 1;
/** How many messages the emulator has failed to queue for a channel so far. */
const failedSends = () => logCount("too many pending messagings");
/** How many channels the patched handler removed the targets of, closed by their page or failed (FirestoreListenHandler.java). */
const removedChannels = () => logCount("listen channel closed, its targets removed") + logCount("), its targets removed");

// More than the emulator queues for a channel (10,000) before it fails a send.
const COMMITS = 10_500;
const AT_ONCE = 100;
/** Commits that measure what pages left by other files fail per commit. */
const CONTROL = 300;

describe("a staff page left behind", () => {
  it("no longer listens on the emulator: later commits to what it showed queue nothing for it", async () => {
    const derby = adminDb.collection(COLLECTIONS.events).doc("demo-derby");
    const commit = async (count: number) => {
      for (let sent = 0; sent < count; sent += AT_ONCE) {
        await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - sent) }, (_, n) => derby.update({ listenCheck: sent + n })));
      }
    };
    // Any page left listening fills its queue, then fails one send per commit.
    await commit(COMMITS);
    const beforeControl = failedSends();
    await commit(CONTROL);
    const failedPerCommit = (failedSends() - beforeControl) / CONTROL;
    expect(Number.isInteger(failedPerCommit), "pages left earlier fail a whole number of sends per commit").toBe(true);

    const removedBefore = removedChannels();
    const page = await signedInAs(openPage, "sales_admin");
    // The box office listens to the events on sale, the derby among them.
    await page.getByTestId("sale-event-demo-derby").waitFor();
    // Left by navigating, as a reload or a link does, then closed.
    await page.goto("/buy-tickets");
    await page.context().close();

    // Enough commits to fill the queue of a channel the page did not close.
    await commit(COMMITS);
    expect(removedChannels() - removedBefore, "channels removed, closed by the page or failed").toBeGreaterThan(0);
    const before = failedSends();
    await commit(CONTROL);
    const failedForThisPage = failedSends() - before - failedPerCommit * CONTROL;
    expect(failedForThisPage, "messages the emulator still queued for the page gone").toBeLessThanOrEqual(0);
  }, 240_000);
});
