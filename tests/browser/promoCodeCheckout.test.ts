// A promo or access code in the shop's checkout, in Chromium at 390 and
// 1280 px: a discount code typed in Arabic digits shows the new prices and
// total before paying, and the payment asks for that total; an access code
// adds the hidden type it unlocks; an unknown code is refused beside the
// field; a code before the phone is verified asks for the phone first; the
// box office prices a sale with the code its seller types.
import { ar, COLLECTIONS, createPromoCodeInput, boxOfficeMessages, formatMoney, type CreatePromoCodeInput } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createPromoCode } from "../../functions/src/promo/managePromoCodes";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, verifyPhoneAtCheckout } from "../support/buyer";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { paymentOf } from "../support/payments";
import { createEventWithType, demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
const m = ar.promoCodeField;

const owner = { uid: "promo-test-owner", role: "super_admin" as const };
const newCode = (input: CreatePromoCodeInput) => createPromoCode(adminDb, owner, createPromoCodeInput.parse(input));

async function typePrice(eventId: string, ticketTypeId: string): Promise<number> {
  return (await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).get()).get("price") as number;
}

async function openCheckout(page: Page, eventId: string) {
  await page.goto(`/buy-tickets?event=${eventId}`);
  await page.getByTestId("promo-code-open").waitFor();
}

async function applyCode(page: Page, typed: string) {
  await page.getByTestId("promo-code-open").click();
  await page.getByTestId("promo-code-input").fill(typed);
  await page.getByTestId("promo-code-apply").click();
}

describe("a code in the shop's checkout", () => {
  it("shows the discounted prices and total before paying, and the payment asks for that total", { timeout: 180_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const price = await typePrice(eventId, ticketTypeId);
    await newCode({ eventId, code: "EID25", discount: { kind: "percent", percent: 25 }, maxUses: 50 });
    const discounted = price - Math.floor((price * 25 + 50) / 100);

    const page = await openPage(PHONE);
    await openCheckout(page, eventId);
    const stepper = page.getByTestId(`qty-${ticketTypeId}`);
    for (let n = 0; n < 2; n += 1) await stepper.getByRole("button", { name: ar.sales.increase }).click();
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe(formatMoney(2 * price, "SAR"));

    // Before the phone is verified the code cannot be checked: the field says why.
    await applyCode(page, "eid25");
    await expect.poll(() => page.getByText(m.verifyFirst).count()).toBe(1);

    await page.getByLabel(ar.shopCheckout.buyerName).fill("منى الحربي");
    await verifyPhoneAtCheckout(page, newBrowserBuyerPhone());
    // Typed in lower case with Arabic digits and a dash: the same code.
    await page.getByTestId("promo-code-input").fill("eid-٢٥");
    await page.getByTestId("promo-code-apply").click();
    await page.getByTestId("promo-code-applied").waitFor();
    expect(await page.getByTestId("promo-code-applied").textContent()).toContain("EID25");
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe(formatMoney(2 * discounted, "SAR"));
    expect(await page.getByTestId("promo-price").first().textContent()).toContain(formatMoney(discounted, "SAR"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "promo-code-390");

    // A refresh keeps the code and its prices (the tab's draft).
    await page.reload();
    await page.getByTestId("promo-code-applied").waitFor();
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe(formatMoney(2 * discounted, "SAR"));

    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    const paymentId = new URL(page.url()).searchParams.get("payment")!;
    expect((await paymentOf(paymentId)).amount).toBe(2 * discounted);
  });

  it("adds the hidden type an access code unlocks, and refuses an unknown code beside the field", { timeout: 180_000 }, async () => {
    const { eventId } = await demoEventWithType(EVENT_TITLE);
    const hidden = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc();
    await hidden.set({ name: "ضيوف الرعاة", price: 30000, capacity: 20, perOrderLimit: 4, sortOrder: 9, hidden: true });
    await newCode({ eventId, code: "SPONSOR-GOLD", ticketTypeIds: [hidden.id], maxUses: 20 });

    const page = await openPage(DESKTOP);
    await openCheckout(page, eventId);
    expect(await page.getByTestId(`qty-${hidden.id}`).count()).toBe(0);
    await verifyPhoneAtCheckout(page, newBrowserBuyerPhone());

    await applyCode(page, "NOSUCHCODE");
    await expect.poll(() => page.getByText(ar.promoCodes.errors.unknown).count()).toBe(1);
    expect(await page.getByTestId("promo-code-input").getAttribute("aria-invalid")).toBe("true");

    await page.getByTestId("promo-code-input").fill("sponsor gold");
    await page.getByTestId("promo-code-apply").click();
    await page.getByTestId("promo-code-applied").waitFor();
    // Each name isolated in the sentence (PromoCodeField.tsx).
    expect(await page.getByTestId("promo-code-applied").textContent()).toContain(m.unlocked("\u2068ضيوف الرعاة\u2069"));
    await page.getByTestId(`qty-${hidden.id}`).getByRole("button", { name: ar.sales.increase }).click();
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe(formatMoney(30000, "SAR"));
    await screenshot(page, "promo-code-1280");

    // Taken off, the hidden type and its tickets go with it.
    await page.getByTestId("promo-code-remove").click();
    await expect.poll(() => page.getByTestId(`qty-${hidden.id}`).count()).toBe(0);
    expect(await page.getByTestId("order-total").count()).toBe(0);
  });

  it("prices a box-office sale with the code the seller types, and records it on the order", { timeout: 180_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const price = await typePrice(eventId, ticketTypeId);
    await newCode({ eventId, code: "STAFF-10", discount: { kind: "percent", percent: 10 }, maxUses: 20 });
    const discounted = price - Math.floor((price * 10 + 50) / 100);

    const page = await signedInAs(openPage, "sales_admin", PHONE, `/generate-tickets?event=${eventId}`);
    const stepper = page.getByTestId(`qty-${ticketTypeId}`);
    for (let n = 0; n < 2; n += 1) await stepper.getByRole("button", { name: ar.sales.increase }).click();
    await applyCode(page, "staff10");
    await page.getByTestId("promo-code-applied").waitFor();
    await expect.poll(() => page.getByTestId("sale-total").textContent()).toBe(formatMoney(2 * discounted, "SAR"));
    await page.getByLabel(ar.sales.buyerName).fill("سلمان القحطاني");
    await page.getByLabel(ar.sales.payment.cash).check();
    await screenshot(page, "promo-code-box-office-390", { fullPage: false });
    await page.getByTestId("issue-tickets").click();
    await expect.poll(() => page.getByTestId("issued-tickets").getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);

    const orders = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).where("promoCode.code", "==", "STAFF10").get();
    expect(orders.docs.map((doc) => doc.data())).toMatchObject([{ channel: "box_office", total: 2 * discounted, promoCode: { code: "STAFF10", uses: 2 } }]);
  });

  it("marks a hidden type at the box office, where staff sell it without a code", { timeout: 180_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ name: "عادي" });
    const hidden = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc();
    await hidden.set({ name: "ضيوف الرعاة", price: 30000, capacity: 20, perOrderLimit: 4, sortOrder: 1, hidden: true });
    const page = await signedInAs(openPage, "sales_admin", PHONE, `/generate-tickets?event=${eventId}`);
    const line = (id: string) => page.locator("li").filter({ has: page.getByTestId(`qty-${id}`) });
    await line(hidden.id).getByText(boxOfficeMessages.invitationOnly, { exact: true }).waitFor();
    await expect(line(ticketTypeId).getByText(boxOfficeMessages.invitationOnly, { exact: true }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
