// Touch targets on a phone (390 px): every control a finger has to hit is at
// least 44 × 44 px, measured from the bounding boxes of the visible
// interactive elements on the shop, an event's checkout, an order's page, the
// box office, the gate scanner, the tickets table and the organiser's settings. A link inside a
// sentence is exempt, as WCAG 2.5.8 exempts it (the line's text decides its
// height); everything else is not.
import { ar, CALLABLES, orderLinkPath, organiserSettingsMessages, type IssueTicketsResult } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE } from "../support/browser";
import { callerWithRole, newRequestId } from "../support/callables";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { chooseEvent } from "../support/gate";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
const MIN_PX = 44;

const INTERACTIVE = [
  "a[href]",
  "button",
  'input:not([type="hidden"])',
  "select",
  "textarea",
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="combobox"]',
].join(", ");

/** The visible interactive elements smaller than 44 × 44 px, described for the failure message. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const small: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") continue;
        let box = element.getBoundingClientRect();
        // Not drawn, or visually hidden until focused (a skip link): nothing to hit.
        if (box.width <= 1 || box.height <= 1) continue;
        // MUI draws a checkbox or radio as a transparent native input over its own box.
        if (element instanceof HTMLInputElement && style.opacity === "0" && element.parentElement) {
          box = element.parentElement.getBoundingClientRect();
        }
        const text = (element.textContent ?? "").trim();
        const inSentence =
          element.tagName === "A" && style.display === "inline" && (element.parentElement?.textContent ?? "").trim().length > text.length;
        if (inSentence) continue;
        // Half a pixel for layout rounding.
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = element.getAttribute("aria-label") ?? element.getAttribute("data-testid") ?? text;
          small.push(`${element.tagName.toLowerCase()} «${name.slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return small;
    },
    { selector: INTERACTIVE, min: MIN_PX },
  );
}

describe("touch targets at 390 px", () => {
  it("are at least 44 × 44 px on the shop, a checkout and an order's page", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    await page.goto("/buy-tickets");
    await page.getByTestId(`shop-event-${eventId}`).waitFor({ timeout: 30_000 });
    expect(await smallTargets(page), "the shop").toEqual([]);

    await page.goto(`/buy-tickets?event=${eventId}`);
    await page.getByTestId(`qty-${ticketTypeId}`).waitFor({ timeout: 30_000 });
    expect(await smallTargets(page), "the checkout").toEqual([]);

    const seller = await callerWithRole("sales_admin");
    const sold = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      buyer: { name: "منى الحربي" },
      payment: "cash",
      requestId: newRequestId(),
    });
    if (!sold.ok) throw new Error(sold.message);
    await page.goto(orderLinkPath({ orderId: sold.data.orderId, accessToken: sold.data.accessToken }));
    await page.getByTestId("ticket-qr").waitFor({ timeout: 30_000 });
    expect(await smallTargets(page), "the order's page").toEqual([]);
    await page.context().close();
  });

  it("are at least 44 × 44 px at the box office, the gate and the tickets table", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const seller = await signedInAs(openPage, "sales_admin", PHONE);
    await seller.getByTestId(`sale-event-${eventId}`).click();
    await seller.getByTestId(`qty-${ticketTypeId}`).waitFor();
    expect(await smallTargets(seller), "the box office's sale").toEqual([]);
    await seller.context().close();

    const gate = await signedInAs(openPage, "qr_scanner", PHONE);
    await gate.getByLabel(ar.checkin.setup.gate).waitFor();
    expect(await smallTargets(gate), "the scanner's setup").toEqual([]);
    await chooseEvent(gate, EVENT_TITLE, "الرئيسية");
    await gate.getByTestId("manual-code").waitFor();
    expect(await smallTargets(gate), "the scanner").toEqual([]);
    await gate.context().close();

    const owner = await signedInAs(openPage, "super_admin", PHONE, `/tickets-table?event=${eventId}`);
    await owner.getByTestId("ticket-row").first().waitFor({ timeout: 30_000 });
    expect(await smallTargets(owner), "the tickets table").toEqual([]);
    await owner.context().close();
  });

  it("are at least 44 × 44 px on the organiser's settings", async () => {
    const owner = await signedInAs(openPage, "super_admin", PHONE, "/settings");
    await owner.getByLabel(organiserSettingsMessages.fields.legalName, { exact: false }).waitFor({ timeout: 30_000 });
    expect(await smallTargets(owner), "the settings").toEqual([]);
    await owner.context().close();
  });
});
