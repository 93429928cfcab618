// The buyer's account, walked as a buyer would on a phone (390 px) and a
// desktop: the phone step with the code the Auth emulator "sent", a purchase,
// then a fresh browser (another device) that verifies the same phone and
// finds the order on /my-tickets; an order link without its token that leads
// to the sign-in and then to the order (and never to another phone's order);
// Back from the payment page and a refresh that keep the form.
import { ar, COLLECTIONS } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, orderStatus, verifyPhone, verifyPhoneAtCheckout } from "../support/buyer";
import { useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";

async function chooseTickets(page: Page, eventId: string, ticketTypeId: string, count: number) {
  await page.goto(`/buy-tickets?event=${eventId}`);
  const stepper = page.getByTestId(`qty-${ticketTypeId}`);
  for (let n = 0; n < count; n += 1) await stepper.getByRole("button", { name: ar.sales.increase }).click();
}

/** Pays the order the checkout sends to Yousr Pay's hosted checkout; answers the order's id. */
async function payOnGateway(page: Page): Promise<string> {
  await page.getByTestId("pay").click();
  await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
  await page.getByTestId("yousr-approve").click();
  await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
  await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
  return new URL(page.url()).searchParams.get("order")!;
}

describe("a buyer who proves their phone", () => {
  const phone = newBrowserBuyerPhone();
  let orderId = "";

  it("verifies with the code sent to the phone, then buys", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    await chooseTickets(page, eventId, ticketTypeId, 2);
    await page.getByLabel(ar.shopCheckout.buyerName).fill("سلمى العتيبي");
    await verifyPhoneAtCheckout(page, phone, async (step) => {
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByTestId("buyer-phone-step").scrollIntoViewIfNeeded();
      await screenshot(page, `buyer-${step}-step-390`, { fullPage: false });
    });
    expect(await page.getByTestId("verified-phone-number").textContent()).toBe(phone.e164);
    orderId = await payOnGateway(page);
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order.buyer).toMatchObject({ name: "سلمى العتيبي", phone: phone.e164 });
    await page.context().close();
  });

  it("finds the order on /my-tickets on another device, after verifying the phone there", async () => {
    expect(orderId).not.toBe("");
    const page = await openPage(PHONE);
    await page.goto("/my-tickets");
    await verifyPhone(page, phone);
    const listed = page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`);
    await listed.waitFor({ timeout: 30_000 });
    expect(await listed.getByTestId("my-order-status").getAttribute("data-status")).toBe("paid");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "my-tickets-390");

    // Still signed in after a reload: the session stays on the device.
    await page.reload();
    await listed.waitFor({ timeout: 30_000 });
    await listed.getByRole("link", { name: ar.buyer.myTickets.open }).click();
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await expect.poll(() => page.getByTestId("order-ticket").count()).toBe(2);

    // Signing out forgets the session: the page asks for the phone again.
    await page.goto("/my-tickets");
    await page.getByTestId("buyer-sign-out").click();
    await page.getByTestId("phone-step").waitFor();
    await page.context().close();
  });

  it("at 1280 px: the phone step, the code step and /my-tickets", async () => {
    const page = await openPage(DESKTOP);
    await page.goto("/my-tickets");
    await verifyPhone(page, phone, async (step) => {
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `buyer-${step}-step-1280`, { fullPage: false });
    });
    await page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`).waitFor({ timeout: 30_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "my-tickets-1280");
    await page.context().close();
  });

  it("opens an order link without its token once the buyer verifies the phone that bought it, and no other phone's", async () => {
    const page = await openPage(PHONE);
    await page.goto(`/buy-tickets?order=${orderId}`);
    await page.getByTestId("order-sign-in").waitFor({ timeout: 30_000 });
    await screenshot(page, "order-sign-in-390", { fullPage: false });
    await verifyPhone(page, phone);
    await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await page.context().close();

    const stranger = await openPage(PHONE);
    await stranger.goto(`/buy-tickets?order=${orderId}`);
    await verifyPhone(stranger, newBrowserBuyerPhone());
    await stranger.getByTestId("order-not-yours").waitFor({ timeout: 30_000 });
    expect(stranger.url()).not.toContain("#token=");
    expect(await stranger.getByTestId("order-ticket").count()).toBe(0);
    await stranger.context().close();
  });
});

describe("the checkout survives Back and a refresh", () => {
  it("shows the quantities, the name and the e-mail again after Back from the payment page, and after a reload", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    await chooseTickets(page, eventId, ticketTypeId, 3);
    await page.getByLabel(ar.shopCheckout.buyerName).fill("فهد القحطاني");
    await page.getByLabel(ar.shopCheckout.buyerEmail).fill("fahad@example.com");
    await verifyPhoneAtCheckout(page, newBrowserBuyerPhone());
    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });

    await page.goBack();
    await page.waitForURL(`**/buy-tickets?event=${eventId}`);
    const quantity = () => page.getByTestId(`qty-${ticketTypeId}`).locator("output").textContent();
    await expect.poll(quantity).toBe("3");
    expect(await page.getByLabel(ar.shopCheckout.buyerName).inputValue()).toBe("فهد القحطاني");
    expect(await page.getByLabel(ar.shopCheckout.buyerEmail).inputValue()).toBe("fahad@example.com");
    await page.getByTestId("verified-phone").waitFor();

    await page.reload();
    await expect.poll(quantity).toBe("3");
    expect(await page.getByLabel(ar.shopCheckout.buyerName).inputValue()).toBe("فهد القحطاني");
    await page.context().close();
  });
});
