// The sign-in page as a person meets it: errors beside the fields in Arabic,
// the reset e-mail, accessibility, and how it looks on a phone and a laptop.
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { demoAccount, useDemoBrowser } from "../support/demo";

const openPage = useDemoBrowser();
let page: Page;

beforeEach(async () => {
  await page?.context().close();
  page = await openPage();
  await page.goto("/login");
});

const emailField = () => page.getByLabel(ar.staffSignIn.login.email);
const passwordField = () => page.getByLabel(ar.staffSignIn.login.password).first();
const submit = () => page.getByRole("button", { name: ar.staffSignIn.login.submit, exact: true }).click();

describe("/login", () => {
  it("says beside each empty field what is missing, and sends nothing", async () => {
    await submit();
    await expect(page.getByText(ar.staffSignIn.login.errors.emailRequired).isVisible()).resolves.toBe(true);
    await expect(page.getByText(ar.staffSignIn.login.errors.passwordRequired).isVisible()).resolves.toBe(true);
    await expect(emailField().getAttribute("aria-invalid")).resolves.toBe("true");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("refuses a malformed e-mail address", async () => {
    await emailField().fill("not-an-email");
    await passwordField().fill("whatever");
    await submit();
    await expect(page.getByText(ar.staffSignIn.login.errors.emailInvalid).isVisible()).resolves.toBe(true);
  });

  // Telling them apart would say which addresses have an account.
  it("says the same for an unknown address and a wrong password", async () => {
    const said = async () => (await page.getByRole("alert").textContent())?.trim();
    await emailField().fill("nobody@bawwaba.test");
    await passwordField().fill("whatever-123");
    await submit();
    await page.getByText(ar.staffSignIn.login.errors.invalidCredential).waitFor();
    const forUnknown = await said();

    await emailField().fill(demoAccount("sales_admin").email);
    await passwordField().fill("wrong-password");
    await submit();
    await page.getByText(ar.staffSignIn.login.errors.invalidCredential).waitFor();
    expect(await said()).toBe(forUnknown);
    await expect(emailField().getAttribute("aria-invalid")).resolves.toBe("false");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("sends a password-reset e-mail", async () => {
    await page.getByRole("button", { name: ar.staffSignIn.login.forgotPassword }).click();
    await emailField().fill(demoAccount("qr_scanner").email);
    await page.getByRole("button", { name: ar.staffSignIn.login.sendReset }).click();
    await page.getByText(ar.staffSignIn.login.resetSent(demoAccount("qr_scanner").email)).waitFor();
    const codes = (await (
      await fetch("http://127.0.0.1:9099/emulator/v1/projects/demo-bawwaba/oobCodes")
    ).json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(codes.oobCodes).toContainEqual(
      expect.objectContaining({ email: demoAccount("qr_scanner").email, requestType: "PASSWORD_RESET" }),
    );
  });

  it("does not reveal whether an address has an account when resetting", async () => {
    await page.getByRole("button", { name: ar.staffSignIn.login.forgotPassword }).click();
    await emailField().fill("nobody@bawwaba.test");
    await page.getByRole("button", { name: ar.staffSignIn.login.sendReset }).click();
    await page.getByText(ar.staffSignIn.login.resetSent("nobody@bawwaba.test")).waitFor();
    // What an address with an account is told, and nothing beside it.
    const alerts = await page.getByRole("alert").allTextContents();
    expect(alerts.map((text) => text.trim())).toEqual([ar.staffSignIn.login.resetSent("nobody@bawwaba.test")]);
    await expect(emailField().getAttribute("aria-invalid")).resolves.toBe("false");
  });

  it("has no serious or critical accessibility violations", async () => {
    await emailField().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit();
    await page.getByText(ar.staffSignIn.login.errors.emailRequired).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("fits a %s screen without sideways scrolling", async (_name, viewport) => {
    await page.setViewportSize(viewport);
    await emailField().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `login-${viewport.width}`);
  });
});
