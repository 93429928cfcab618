// Waiting lists in Chromium (docs/product.md "Waiting lists"): a type whose
// two tickets are held by pending online orders is sold out; a buyer on a
// phone (390 px) joins its list from the checkout after the phone sign-in,
// and a second buyer at 1280 px joins too (and is told, trying again, that
// the phone is listed already), leaves the list from /my-tickets and joins
// again. The holds run out (the hold-expiry service, in this process, at a
// later time): the freed tickets are offered to the first entry, whose offer
// shows on /my-tickets counting down; «أكمل الشراء» opens the checkout
// prefilled with the offer's tickets, held for them (a device not signed in
// is asked for the phone first), and the buyer pays on the test gateway and
// sees the order, the entry then `bought`; the used link then says so, with
// the way back to the event. The organiser sees the list at 390 and 1280 px,
// pauses it (the shop's form then says so) and resumes it, and removes the
// second entry after a confirmation.
import { ar, COLLECTIONS, waitingListEntryMessages, waitingListMessages, type WaitingListEntryDoc } from "@bawwaba/common";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expireOverdueHolds } from "../../functions/src/orders/holds";
import { animationsOver, DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, orderStatus, verifyPhone } from "../support/buyer";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { buyInProcess, purchase } from "../support/payments";
import { createEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const m = waitingListMessages;
const MINUTE = 60_000;
const EVENT_TITLE = "أمسية العود على المدرج";
const TYPE_NAME = "المدرج الشرقي";

let eventId: string;
let ticketTypeId: string;
const first = newBrowserBuyerPhone();
const second = newBrowserBuyerPhone();
/** The first buyer's page: its phone sign-in stays on it for /my-tickets and the offer. */
let firstBuyer: Page;

const listOf = () => adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.waitingLists).doc(ticketTypeId);
const entryOf = async (phone: string) =>
  (await listOf().collection(COLLECTIONS.waitingListEntries).doc(phone.slice(1)).get()).data() as WaitingListEntryDoc | undefined;
const typeFlag = async () =>
  (await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).get()).get("waitingList") as
    | { open: boolean; paused: boolean }
    | undefined;

/** The event's checkout, its sold-out type offering the list; the list's form opened from it. */
async function openJoinForm(page: Page): Promise<Locator> {
  await page.goto(`/buy-tickets?event=${eventId}`);
  const notify = page.getByRole("button", { name: waitingListEntryMessages.notifyMeLabel(TYPE_NAME) });
  await notify.waitFor();
  expect(await page.getByTestId(`qty-${ticketTypeId}`).count()).toBe(0);
  await notify.click();
  const dialog = page.getByRole("dialog", { name: m.shop.title(TYPE_NAME) });
  await dialog.waitFor();
  return dialog;
}

/** The buttons and fields of `root` smaller than a finger's 44 px. */
function smallControls(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const small: string[] = [];
    for (const control of element.querySelectorAll<HTMLElement>("button, select, input")) {
      const box = (control.closest(".MuiInputBase-root") ?? control).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 43.5 || box.width < 43.5) small.push(`${control.tagName} «${control.getAttribute("aria-label") ?? control.textContent}» ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

describe("a waiting list that fills itself", () => {
  beforeAll(async () => {
    ({ eventId, ticketTypeId } = await createEventWithType({ capacity: 2, perOrderLimit: 2, name: TYPE_NAME, price: 12000 }, { title: EVENT_TITLE }));
    // Both tickets held by online orders waiting for their payment: sold out.
    await Promise.all([buyInProcess(purchase(eventId, ticketTypeId, 1)), buyInProcess(purchase(eventId, ticketTypeId, 1))]);
  });

  it("a buyer on a phone joins the sold-out type's list after the phone sign-in", { timeout: 180_000 }, async () => {
    firstBuyer = await openPage(PHONE);
    const dialog = await openJoinForm(firstBuyer);
    // The phone first: it is who the list knows.
    await dialog.getByText(m.shop.phoneFirst).waitFor();
    await verifyPhone(firstBuyer, first);
    await dialog.getByTestId("waiting-list-quantity").selectOption("2");
    await dialog.getByTestId("waiting-list-name").fill("ريم العتيبي");
    await dialog.getByTestId("waiting-list-email").fill("reem@example.com");
    await animationsOver(firstBuyer);
    expect(await horizontalOverflow(firstBuyer)).toBe(0);
    expect(await smallControls(dialog)).toEqual([]);
    expect(await seriousA11yViolations(firstBuyer)).toEqual([]);
    await screenshot(firstBuyer, "waiting-list-join-390", { fullPage: false });

    await dialog.getByTestId("waiting-list-submit").click();
    await dialog.getByTestId("waiting-list-joined").waitFor();
    expect(await dialog.getByTestId("waiting-list-joined").textContent()).toContain(m.shop.joined(TYPE_NAME, 2));
    expect(await entryOf(first.e164)).toMatchObject({ quantity: 2, name: "ريم العتيبي", email: "reem@example.com", status: "waiting" });
    expect(await typeFlag()).toEqual({ open: true, paused: false });
    await dialog.getByTestId("waiting-list-close").click();
    await dialog.waitFor({ state: "detached" });
  });

  it("a second buyer on a wide screen joins, is told beside the button when trying again, leaves and joins again", { timeout: 180_000 }, async () => {
    const page = await openPage(DESKTOP);
    let dialog = await openJoinForm(page);
    await verifyPhone(page, second);
    await dialog.getByTestId("waiting-list-name").fill("Omar Haddad");
    await dialog.getByTestId("waiting-list-submit").click();
    await dialog.getByTestId("waiting-list-joined").waitFor();
    await animationsOver(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "waiting-list-join-1280", { fullPage: false });
    expect(await entryOf(second.e164)).toMatchObject({ quantity: 1, name: "Omar Haddad", status: "waiting" });
    expect(await entryOf(second.e164)).not.toHaveProperty("email");

    await dialog.getByTestId("waiting-list-close").click();
    dialog = await openJoinForm(page);
    await dialog.getByTestId("waiting-list-name").fill("Omar Haddad");
    await dialog.getByTestId("waiting-list-submit").click();
    await expect.poll(() => dialog.getByTestId("waiting-list-error").textContent()).toBe(m.errors.alreadyListed);

    // On /my-tickets the list shows, waiting; left, it is gone; joined again, it is back at the end of the line.
    await page.goto("/my-tickets");
    const entry = page.getByTestId("my-waiting-entry");
    await entry.waitFor({ timeout: 30_000 });
    expect(await entry.getByTestId("my-waiting-status").textContent()).toBe(m.myTickets.statuses.waiting);
    expect(await entry.textContent()).toContain(m.myTickets.wanted(TYPE_NAME, 1));
    await entry.getByRole("button", { name: m.myTickets.leaveLabel(TYPE_NAME, EVENT_TITLE) }).click();
    await page.getByText(m.myTickets.left).waitFor();
    await expect.poll(() => entry.count(), { timeout: 30_000 }).toBe(0);
    expect((await entryOf(second.e164))?.status).toBe("left");
    dialog = await openJoinForm(page);
    await dialog.getByTestId("waiting-list-name").fill("Omar Haddad");
    await dialog.getByTestId("waiting-list-submit").click();
    await dialog.getByTestId("waiting-list-joined").waitFor();
    expect((await entryOf(second.e164))?.status).toBe("waiting");
    await page.context().close();
  });

  it("offers the freed tickets to the first buyer: on /my-tickets with its countdown, then a prefilled checkout, paid", { timeout: 240_000 }, async () => {
    // The holds run out (the minute's sweep, as it would run after their end): their tickets go to the list.
    expect(await expireOverdueHolds(adminDb, { eventId, now: Date.now() + 16 * MINUTE })).toBe(2);
    await expect.poll(async () => (await entryOf(first.e164))?.status, { timeout: 30_000 }).toBe("offered");
    const offer = (await entryOf(first.e164))!.offer!;
    expect(offer.quantity).toBe(2);
    expect((await entryOf(second.e164))?.status).toBe("waiting");

    const page = firstBuyer;
    await page.goto("/my-tickets");
    const card = page.getByTestId("my-waiting-entry").filter({ has: page.getByTestId("my-waiting-offer") });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.textContent()).toContain(EVENT_TITLE);
    expect(await card.getByTestId("my-waiting-status").textContent()).toBe(m.myTickets.statuses.offered);
    const countdown = card.getByTestId("my-waiting-countdown");
    const shown = (await countdown.textContent())!;
    expect(shown).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    // A live countdown: it moves on by itself.
    await expect.poll(() => countdown.textContent(), { timeout: 10_000 }).not.toBe(shown);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "waiting-list-offer-390");

    // Opened on a device not signed in, the offer's link asks for the phone first.
    const offerLink = `/buy-tickets/${eventId}?offer=${offer.id}`;
    const signedOut = await openPage(PHONE);
    await signedOut.goto(offerLink);
    await signedOut.getByTestId("offer-sign-in").getByTestId("phone-step").waitFor();
    expect(await signedOut.getByTestId("offer-held").count()).toBe(0);
    await signedOut.context().close();

    // «أكمل الشراء»: the offer's link, the event's checkout with the offer's tickets held and in the cart.
    await card.getByRole("link", { name: m.myTickets.buy }).click();
    await page.waitForURL((url) => url.pathname === `/buy-tickets/${eventId}` && url.searchParams.get("offer") === offer.id);
    await page.getByTestId("offer-held").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("offer-held").textContent()).toContain(m.shop.offer.held(2, TYPE_NAME));
    await expect.poll(() => page.getByTestId(`qty-${ticketTypeId}`).textContent()).toContain("2");
    await page.getByLabel(ar.shopCheckout.buyerName).fill("ريم العتيبي");
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "waiting-list-offer-1280", { fullPage: false });
    await page.setViewportSize(PHONE);

    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    await page.getByTestId("yousr-approve").click();
    await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await expect.poll(() => page.getByTestId("order-ticket").count()).toBe(2);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({ status: "paid", waitingListOffer: { ticketTypeId, offerId: offer.id, entryId: first.e164.slice(1) } });
    await expect.poll(async () => (await entryOf(first.e164))?.status, { timeout: 30_000 }).toBe("bought");

    // Used, the link says so, with the way back to the event.
    await page.goto(offerLink);
    await expect.poll(() => page.getByTestId("offer-ended").textContent(), { timeout: 30_000 }).toContain(m.shop.offer.gone);
    await page.getByTestId("offer-back-to-event").click();
    await page.waitForURL((url) => url.pathname === "/buy-tickets" && url.searchParams.get("event") === eventId);
  });

  it("the organiser sees the list, pauses and resumes it, and removes an entry", { timeout: 240_000 }, async () => {
    // On a phone, opened by its link: the whole screen, a card per entry.
    const phone = await signedInAs(openPage, "super_admin", PHONE, `/create-event?waitlist=${eventId}`);
    let dialog = phone.getByRole("dialog", { name: m.manager.title(EVENT_TITLE) });
    await dialog.waitFor();
    let list = dialog.getByTestId("waiting-list").filter({ hasText: TYPE_NAME });
    await expect.poll(() => list.getByTestId("waiting-entry").count(), { timeout: 30_000 }).toBe(2);
    await animationsOver(phone);
    expect(await horizontalOverflow(phone)).toBe(0);
    expect(await smallControls(list)).toEqual([]);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "waiting-list-manager-390", { fullPage: false });
    await phone.context().close();

    const page = await signedInAs(openPage, "super_admin", DESKTOP, "/create-event");
    const row = page.getByTestId("event-row").filter({ hasText: EVENT_TITLE });
    await row.getByRole("button", { name: ar.eventsAdmin.actionOn(waitingListEntryMessages.managerAction, EVENT_TITLE) }).click();
    dialog = page.getByRole("dialog", { name: m.manager.title(EVENT_TITLE) });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("waitlist")).toBe(eventId);
    list = dialog.getByTestId("waiting-list").filter({ hasText: TYPE_NAME });
    const entries = list.getByTestId("waiting-entry");
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(2);
    // In line first: the second buyer, numbered 1; then the first, who bought.
    const secondRow = entries.filter({ hasText: "Omar Haddad" });
    expect(await secondRow.getByTestId("entry-status").getAttribute("data-status")).toBe("waiting");
    expect(await entries.first().textContent()).toContain("Omar Haddad");
    expect(await entries.filter({ hasText: "ريم العتيبي" }).getByTestId("entry-status").getAttribute("data-status")).toBe("bought");
    expect(await secondRow.getByTestId("entry-phone").textContent()).toBe(second.e164);
    expect(await list.getByTestId("in-line-count").textContent()).toBe(m.manager.waitingCount(1));
    await animationsOver(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "waiting-list-manager-1280", { fullPage: false });

    // Paused: no joins, no offers; resumed: open again.
    await list.getByRole("button", { name: m.manager.pauseLabel(TYPE_NAME) }).click();
    await expect.poll(() => list.getAttribute("data-state"), { timeout: 30_000 }).toBe("paused");
    expect(await typeFlag()).toEqual({ open: true, paused: true });
    await dialog.getByText(m.manager.paused(TYPE_NAME)).waitFor();
    // Meanwhile the shop's «أعلمني عند توفرها» says the list is paused, with no form.
    const visitor = await openPage(PHONE);
    const join = await openJoinForm(visitor);
    await expect.poll(() => join.getByTestId("waiting-list-paused").textContent(), { timeout: 30_000 }).toBe(m.errors.paused);
    expect(await join.getByTestId("waiting-list-submit").count()).toBe(0);
    await visitor.context().close();
    await list.getByRole("button", { name: m.manager.resumeLabel(TYPE_NAME) }).click();
    await expect.poll(() => list.getAttribute("data-state"), { timeout: 30_000 }).toBe("open");
    expect(await typeFlag()).toEqual({ open: true, paused: false });

    // Removed after a confirmation: it leaves the line.
    await secondRow.getByRole("button", { name: m.manager.removeLabel("Omar Haddad") }).click();
    const confirm = page.getByRole("dialog", { name: m.manager.confirmTitle("Omar Haddad") });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: m.manager.confirm }).click();
    await expect.poll(() => secondRow.getByTestId("entry-status").getAttribute("data-status"), { timeout: 30_000 }).toBe("removed");
    expect((await entryOf(second.e164))?.status).toBe("removed");
    expect(await list.getByTestId("in-line-count").textContent()).toBe(m.manager.waitingCount(0));
    await dialog.getByText(m.manager.removed("Omar Haddad")).waitFor();

    // Back closes the dialog.
    await page.goBack();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.has("waitlist")).toBe(false);
  });
});
