// A buyer in the browser: the phone sign-in as a person goes through it, the
// one-time code read from the Auth emulator (which sends no SMS).
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { latestPhoneCode } from "./emulators";

let phonesGiven = 0;
/** A Saudi mobile of its own for each browser buyer: the local form typed, the E.164 form stored. */
export function newBrowserBuyerPhone(): { typed: string; e164: string } {
  const digits = String((process.pid * 977 + phonesGiven++ * 7919) % 100_000_000).padStart(8, "0");
  return { typed: `05${digits}`, e164: `+9665${digits}` };
}

/**
 * Signs in with `phone` on the sign-in the page shows (the checkout's phone
 * step once started, /my-tickets, an order link without its token): types the
 * number, asks for the code, types what the emulator "sent", confirms.
 * `onStep` runs on each step as it shows (screenshots).
 */
export async function verifyPhone(
  page: Page,
  phone: { typed: string; e164: string },
  onStep: (step: "phone" | "code") => Promise<void> = async () => {},
): Promise<void> {
  await page.getByTestId("phone-step").waitFor();
  await page.getByTestId("buyer-phone").fill(phone.typed);
  await onStep("phone");
  await page.getByTestId("send-code").click();
  await page.getByTestId("code-step").waitFor();
  await page.getByTestId("sign-in-code").fill(await latestPhoneCode(phone.e164));
  await onStep("code");
  await page.getByTestId("confirm-code").click();
  // Signed in: the sign-in gives way (to the verified phone, or to the order it was for).
  await page.getByTestId("code-step").waitFor({ state: "detached", timeout: 30_000 });
}

/** In an event's checkout: starts the phone step and signs in. */
export async function verifyPhoneAtCheckout(page: Page, phone: { typed: string; e164: string }, onStep?: (step: "phone" | "code") => Promise<void>) {
  await page.getByRole("button", { name: ar.buyer.start }).click();
  await verifyPhone(page, phone, onStep);
}

/** The status an order's private page shows. */
export const orderStatus = (page: Page) => page.getByTestId("order-status").getAttribute("data-status");
