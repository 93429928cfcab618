// The signed-in shell: accessibility, layout on phone and laptop, the drawer
// on phones, and a page chunk that fails to load (named error, then retry).
import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";

const openPage = useDemoBrowser();


const signedInPage = (role: string, viewport = DESKTOP) => signedInAs(openPage, role, viewport);

describe("signed-in shell", () => {
  it("has no serious or critical accessibility violations, with the account menu open too", async () => {
    const page = await signedInPage("super_admin");
    await pageHeading(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: ar.shell.account }).click();
    await page.getByRole("menuitem", { name: ar.shell.signOut }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("puts the navigation panel on the right (the start side in RTL) on a laptop", async () => {
    const page = await signedInPage("super_admin");
    await pageHeading(page);
    const nav = page.getByRole("navigation", { name: ar.shell.mainNav });
    const box = (await nav.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(DESKTOP.width - 5);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "shell-1280");
    await page.context().close();
  });

  it("opens the navigation from the menu button on a phone, from the right", async () => {
    const page = await signedInPage("super_admin", PHONE);
    await pageHeading(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "shell-390");
    await page.getByRole("button", { name: ar.shell.openMenu }).click();
    const link = page.getByRole("link", { name: ar.pages["/tickets-table"] });
    await link.waitFor();
    // Wait for the slide-in to finish before measuring.
    await page.waitForTimeout(400);
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(PHONE.width / 2);
    await screenshot(page, "shell-menu-390");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL("**/tickets-table");
    expect(await pageHeading(page)).toBe(ar.pages["/tickets-table"]);
    await page.context().close();
  });
});

describe("a page chunk that fails to load", () => {
  it("names the chunk in a friendly Arabic error and loads on retry", async () => {
    const page = await openPage();
    let blocked = true;
    await page.route(/\/assets\/PrivacyPolicyPage-[^/]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto("/privacy-policy");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(ar.chunkError.body("privacy-policy"));

    blocked = false;
    await page.getByRole("button", { name: ar.chunkError.retry }).click();
    expect(await pageHeading(page)).toBe(ar.privacy.heading);
    await page.context().close();
  });
});
