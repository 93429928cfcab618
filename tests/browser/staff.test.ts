// Staff management (/staff) in Chromium: the super_admin reaches it from the
// navigation, invites a new staff e-mail (whose invitation link, shown on the
// emulator, sets the password; they then sign in and land on their role's
// page), changes a role in place, removes one after confirming (the removed
// person's open page signs them out with a message). Each person shows as
// invited, active or removed. Their own row is locked with the reason shown; a refusal by the
// security rules shows as a friendly Arabic message. Readable at 390 px.
import { ar } from "@bawwaba/common";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePathFor } from "../../web/src/auth/access";
import { ltr } from "../../web/src/lib/bidi";
import { horizontalOverflow, pageHeading, PHONE, screenshot, seriousA11yViolations, waitForPath } from "../support/browser";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminAuth, FIRESTORE_HOST, PROJECT_ID } from "../support/emulators";
import { roleDoc } from "../support/roles";
import { RULES_PATH } from "../rules/support";

const openPage = useDemoBrowser();
const staff = ar.staff;
const storedRole = async (email: string) => (await roleDoc(email).get()).get("role") as unknown;

const BOSS = demoAccount("super_admin").email;
const NEW_GATE = "new.gate@bawwaba.test";
const NEW_BOSS = "second.boss@bawwaba.test";
const INVITED_ONLY = "invited.seller@bawwaba.test";
const PASSWORD = "new-staff-123";

const row = (page: Page, email: string) => page.locator(`[data-testid="staff-row"][data-email="${email}"]`);

/** Waits until the page's feedback says exactly `message`. */
async function feedback(page: Page, message: string): Promise<void> {
  await page.getByTestId("staff-feedback").filter({ hasText: message }).waitFor();
}

/** Fills and saves the form; `name` for an invitation (a new address to a staff role). */
async function assign(page: Page, email: string, role: string, name?: string): Promise<void> {
  await page.getByTestId("assign-email").fill(email);
  if (name !== undefined) await page.getByTestId("assign-name").fill(name);
  await page.getByTestId("assign-role").selectOption(role);
  await page.getByTestId("assign-submit").click();
}

/** Loads rules into the Firestore emulator (what `firebase emulators` does with firestore.rules). */
async function loadRules(content: string): Promise<void> {
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content }] } }),
  });
  if (!response.ok) throw new Error(`Loading rules failed: ${response.status} ${await response.text()}`);
}

/**
 * The invited person opens the invitation link shown on the owner's `page`
 * (the emulator sends no mail) in a fresh browser page and sets a password,
 * which signs them in.
 */
async function acceptInvitation(page: Page, email: string): Promise<Page> {
  const link = row(page, email).getByTestId("invite-link");
  await link.waitFor({ timeout: 30_000 });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/login\?mode=resetPassword&oobCode=/);
  const fresh = await openPage();
  await fresh.goto(href!);
  await fresh.getByText(ar.staffSignIn.session.setPassword.intro(email)).waitFor({ timeout: 30_000 });
  await fresh.getByTestId("new-password").fill(PASSWORD);
  await fresh.getByTestId("confirm-password").fill(PASSWORD);
  await fresh.getByTestId("set-password-submit").click();
  return fresh;
}

const stateOf = (page: Page, email: string) => row(page, email).getByTestId("staff-state").getAttribute("data-state");

describe("staff management", () => {
  let page: Page;
  let newGatePage: Page;

  it("is linked from the navigation for a super_admin and lists staff and roles, owners first", async () => {
    page = await signedInAs(openPage, "super_admin");
    await page.getByRole("navigation", { name: ar.shell.mainNav }).getByRole("link", { name: ar.pages["/staff"] }).click();
    await page.waitForURL("**/staff");
    // The dashboard stays on screen while the staff page's chunk loads.
    await expect.poll(() => pageHeading(page)).toBe(ar.pages["/staff"]);

    const rows = page.getByTestId("staff-row");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(4);
    expect(await rows.evaluateAll((all) => all.map((element) => element.getAttribute("data-email")))).toEqual([
      BOSS,
      "sales@bawwaba.test",
      "gate@bawwaba.test",
      "user@bawwaba.test",
    ]);
    expect(await row(page, "gate@bawwaba.test").getByTestId("row-role").inputValue()).toBe("qr_scanner");
    expect(await page.getByTestId("staff-count").textContent()).toBe(staff.list.count(4));
  });

  it("locks the signed-in super_admin's own row and says they are the only one", async () => {
    const own = row(page, BOSS);
    expect(await own.getByTestId("row-role").isDisabled()).toBe(true);
    expect(await own.getByTestId("row-remove").isDisabled()).toBe(true);
    expect(await own.getByTestId("self-lock-hint").textContent()).toBe(staff.self.onlySuperAdmin);
    // The form refuses it too, beside the role.
    await assign(page, BOSS.toUpperCase(), "user");
    await page.getByTestId("assign-role-form").getByText(staff.self.onlySuperAdmin).waitFor();
    expect(await storedRole(BOSS)).toBe("super_admin");
  });

  it("checks the e-mail and the role beside their fields", async () => {
    // A fresh form: the previous step left a role chosen.
    await page.reload();
    await expect.poll(() => page.getByTestId("staff-row").count(), { timeout: 30_000 }).toBe(4);
    const email = page.getByTestId("assign-email");
    await email.fill("");
    await page.getByTestId("assign-submit").click();
    await page.getByText(staff.form.errors.emailRequired).waitFor();
    await page.getByText(staff.form.errors.roleRequired).waitFor();

    await email.fill("not-an-email");
    await email.blur();
    await page.getByText(staff.form.errors.emailInvalid).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    // An address that has a role says so, and the button changes rather than adds.
    await email.fill("Gate@Bawwaba.test");
    await page.getByText(staff.form.existing(ar.roles.qr_scanner)).waitFor();
    expect(await page.getByTestId("assign-submit").textContent()).toBe(staff.form.change);
    // A new address to a staff role is an invitation, which asks for a name.
    await email.fill("someone.new@bawwaba.test");
    await page.getByTestId("assign-role").selectOption("sales_admin");
    await page.getByTestId("assign-submit").click();
    await page.getByText(staff.form.errors.nameRequired).waitFor();
    expect(await page.getByTestId("assign-name").getAttribute("aria-invalid")).toBe("true");
    expect((await roleDoc("someone.new@bawwaba.test").get()).exists).toBe(false);
  });

  it("invites a new staff e-mail, stored trimmed and lower-cased, named, shown as invited", async () => {
    await page.getByTestId("assign-email").fill("  New.Gate@Bawwaba.TEST ");
    await page.getByTestId("assign-name").fill(" ريم   البوابة ");
    await page.getByTestId("assign-role").selectOption("qr_scanner");
    expect(await page.getByTestId("assign-submit").textContent()).toBe(staff.invite.submit);
    await page.getByTestId("assign-submit").click();
    await feedback(page, staff.invite.sent(ltr(NEW_GATE)));
    await row(page, NEW_GATE).waitFor();
    expect((await roleDoc(NEW_GATE).get()).data()).toEqual({ role: "qr_scanner" });
    await expect.poll(() => stateOf(page, NEW_GATE)).toBe("invited");
    await expect.poll(() => row(page, NEW_GATE).getByTestId("staff-name").textContent()).toBe("ريم البوابة");
    // An account with no password: nobody can sign in before the link is used.
    expect((await adminAuth.getUserByEmail(NEW_GATE)).passwordHash).toBeUndefined();
    // The form is ready for the next one.
    expect(await page.getByTestId("assign-email").inputValue()).toBe("");
  });

  it("the invitation link sets the password; the new qr_scanner is signed in and lands on the scanner", async () => {
    newGatePage = await acceptInvitation(page, NEW_GATE);
    await newGatePage.waitForURL("**/qr-scanner", { timeout: 30_000 });
    expect(await pageHeading(newGatePage)).toBe(ar.pages["/qr-scanner"]);
    await expect.poll(() => stateOf(page, NEW_GATE), { timeout: 30_000 }).toBe("active");
    expect(await row(page, NEW_GATE).getByTestId("invite-link").count()).toBe(0);
  });

  it("renames a staff member in a dialog, which checks the name beside its field", async () => {
    await row(page, NEW_GATE).getByTestId("row-rename").click();
    const name = page.getByTestId("rename-name");
    expect(await name.inputValue()).toBe("ريم البوابة");
    await name.fill("   ");
    await page.getByTestId("rename-save").click();
    await page.getByTestId("rename-dialog").getByText(staff.form.errors.nameRequired).waitFor();
    await name.fill("ريم الحارسة");
    await page.getByTestId("rename-save").click();
    await feedback(page, staff.done.renamed(ltr(NEW_GATE), "ريم الحارسة"));
    await expect.poll(() => row(page, NEW_GATE).getByTestId("staff-name").textContent()).toBe("ريم الحارسة");
    expect((await adminAuth.getUserByEmail(NEW_GATE)).displayName).toBe("ريم الحارسة");
  });

  it("changes a role in place, and the signed-in staff member follows without signing out", async () => {
    await row(page, NEW_GATE).getByTestId("row-role").selectOption("sales_admin");
    await feedback(page, staff.done.changed(ltr(NEW_GATE), ar.roles.sales_admin));
    expect(await storedRole(NEW_GATE)).toBe("sales_admin");
    await newGatePage.waitForURL("**/generate-tickets", { timeout: 30_000 });
  });

  it("removes the new staff member's role: their open page signs them out and says why", async () => {
    await row(page, NEW_GATE).getByTestId("row-remove").click();
    await page.getByTestId("remove-confirm").click();
    await feedback(page, staff.done.removed(ltr(NEW_GATE)));
    await waitForPath(newGatePage, "/login", { timeout: 30_000 });
    expect(await newGatePage.getByTestId("session-ended").textContent()).toBe(ar.staffSignIn.session.roleRemoved);
    await page.getByTestId("removed-staff").locator(`[data-email="${NEW_GATE}"]`).waitFor({ timeout: 30_000 });
    await newGatePage.context().close();
  });

  it("a second super_admin lands on the dashboard, and the first may no longer be called the only one", async () => {
    await assign(page, NEW_BOSS, "super_admin", "مدير ثانٍ");
    await feedback(page, staff.invite.sent(ltr(NEW_BOSS)));
    const second = await acceptInvitation(page, NEW_BOSS);
    await second.waitForURL("**/dashboard", { timeout: 30_000 });
    await second.context().close();
    await row(page, BOSS).getByText(staff.self.notYourself).waitFor();
    // Another super_admin's row is not locked.
    expect(await row(page, NEW_BOSS).getByTestId("row-remove").isDisabled()).toBe(false);
  });

  it("removes a role only after confirming", async () => {
    const user = row(page, "user@bawwaba.test");
    await user.getByTestId("row-remove").click();
    const dialog = page.getByRole("dialog", { name: staff.remove.title });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: staff.cancel }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await storedRole("user@bawwaba.test")).toBe("user");

    await user.getByTestId("row-remove").click();
    await page.getByTestId("remove-confirm").click();
    await feedback(page, staff.done.removed(ltr("user@bawwaba.test")));
    await user.waitFor({ state: "detached" });
    expect((await roleDoc("user@bawwaba.test").get()).exists).toBe(false);
  });

  it("finds staff by e-mail or role name", async () => {
    const search = page.getByTestId("staff-search");
    await search.fill(ar.roles.super_admin);
    await expect.poll(() => page.getByTestId("staff-row").count()).toBe(2);
    await search.fill("GATE");
    // new.gate@ was removed: it is listed apart, not among the staff.
    await expect.poll(() => page.getByTestId("staff-row").count()).toBe(1);
    await search.fill("nobody-like-this");
    await page.getByText(staff.list.noMatch).waitFor();
    await search.fill("");
    await expect.poll(() => page.getByTestId("staff-row").count()).toBe(4);
  });

  it("shows someone invited who has not set a password yet, with the link, beside the active staff", async () => {
    await assign(page, INVITED_ONLY, "sales_admin", "بائع مدعو");
    await feedback(page, staff.invite.sent(ltr(INVITED_ONLY)));
    await expect.poll(() => stateOf(page, INVITED_ONLY), { timeout: 30_000 }).toBe("invited");
    await row(page, INVITED_ONLY).getByTestId("invite-link").waitFor();
    await expect.poll(() => stateOf(page, NEW_BOSS)).toBe("active");
    await expect.poll(() => stateOf(page, "gate@bawwaba.test")).toBe("active");
  });

  it("is readable on a 1280 px laptop, with no serious accessibility problems", async () => {
    const close = page.getByTestId("staff-feedback").getByRole("button");
    if (await close.isVisible()) await close.click();
    await page.getByTestId("staff-feedback").waitFor({ state: "detached" });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "staff-1280");
  });

  it("shows a refusal by the security rules as a friendly Arabic message, and the role stays", async () => {
    const rules = readFileSync(RULES_PATH, "utf8");
    const refusing = rules.replace("allow create, update: if isSuperAdmin()", "allow create, update: if false && isSuperAdmin()");
    expect(refusing).not.toBe(rules);
    await loadRules(refusing);
    try {
      const gate = row(page, "gate@bawwaba.test").getByTestId("row-role");
      await gate.selectOption("user");
      await feedback(page, staff.errors.denied);
      await expect.poll(() => gate.inputValue()).toBe("qr_scanner");
      expect(await page.getByRole("alert").filter({ hasText: staff.errors.denied }).count()).toBe(1);
    } finally {
      await loadRules(rules);
    }
    expect(await storedRole("gate@bawwaba.test")).toBe("qr_scanner");
    await page.context().close();
  });

  it("is readable on a 390 px phone: no sideways scrolling, no serious accessibility problems", async () => {
    const phone = await signedInAs(openPage, "super_admin", PHONE, "/staff");
    await expect.poll(() => phone.getByTestId("staff-row").count(), { timeout: 30_000 }).toBe(5);
    await expect.poll(() => stateOf(phone, INVITED_ONLY)).toBe("invited");
    expect(await horizontalOverflow(phone)).toBe(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "staff-390");
    await phone.context().close();
  });

  it.each(["sales_admin", "qr_scanner", "user"])("is not open to %s, who is sent to their own page", async (role) => {
    const other = await signedInAs(openPage, role);
    await other.goto("/staff");
    const home = homePathFor(role)!;
    await other.waitForURL((url) => url.pathname === home);
    expect(await pageHeading(other)).toBe(ar.pages[home]);
    await other.context().close();
  });
});
