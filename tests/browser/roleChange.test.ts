// A role assigned or raised while someone is signed in reaches their screen
// without signing out (claims mirror → claimsSync → token refresh); a role
// removed signs them out with a message; a role written before the first
// sign-in applies at that sign-in, and an unverified address gets its role
// once verified, without anyone rewriting the role.
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageHeading, signIn, waitForPath } from "../support/browser";
import { useDemoBrowser } from "../support/demo";
import { adminAuth, eventually, identityToolkit, latestOobCode } from "../support/emulators";
import { roleDoc, roleTriggersCaughtUp } from "../support/roles";

const openPage = useDemoBrowser();
let page: Page;

describe("role changes while signed in", () => {
  const email = "new-staff@bawwaba.test";
  const password = "new-staff-123";

  it("a new account without a role lands on the welcome page", async () => {
    await adminAuth.createUser({ email, password, emailVerified: true });
    page = await openPage();
    await signIn(page, email, password);
    await page.waitForURL("**/welcome");
    expect(await pageHeading(page)).toBe(ar.pages["/welcome"]);
  });

  it("moves to the scanner by itself when an administrator assigns qr_scanner", async () => {
    await roleDoc(email).set({ role: "qr_scanner" });
    await page.waitForURL("**/qr-scanner", { timeout: 30_000 });
    expect(await pageHeading(page)).toBe(ar.pages["/qr-scanner"]);
    await expect(page.getByTestId("role-chip").textContent()).resolves.toBe(ar.roles.qr_scanner);
  });

  it("is sent to the selling page when the role becomes sales_admin", async () => {
    await roleDoc(email).set({ role: "sales_admin" });
    await page.waitForURL("**/generate-tickets", { timeout: 30_000 });
    await expect(page.getByTestId("role-chip").textContent()).resolves.toBe(ar.roles.sales_admin);
  });

  it("is signed out with a message when the role is removed, and is a plain user at the next sign-in", async () => {
    await roleDoc(email).delete();
    await waitForPath(page, "/login", { timeout: 30_000 });
    expect(await page.getByTestId("session-ended").textContent()).toBe(ar.staffSignIn.session.roleRemoved);
    await signIn(page, email, password);
    await page.waitForURL("**/welcome", { timeout: 30_000 });
    await expect(page.getByTestId("role-chip").textContent()).resolves.toBe(ar.roles.user);
    await page.context().close();
  });
});

describe("a role written before the first sign-in", () => {
  it("applies at first sign-in with nothing more to do", async () => {
    const email = "future-gate@bawwaba.test";
    await roleDoc(email).set({ role: "qr_scanner" });
    await adminAuth.createUser({ email, password: "future-gate-123", emailVerified: true });
    const fresh = await openPage();
    await signIn(fresh, email, "future-gate-123");
    await fresh.waitForURL("**/qr-scanner", { timeout: 30_000 });
    await expect(fresh.getByTestId("role-chip").textContent()).resolves.toBe(ar.roles.qr_scanner);
    await fresh.context().close();
  });
});

describe("an address verified after sign-up", () => {
  it("is told to verify, and has the role written for it once verified, without anyone rewriting it", async () => {
    const email = "self-signup@bawwaba.test";
    await roleDoc(email).set({ role: "qr_scanner" });
    const { uid } = await adminAuth.createUser({ email, password: "self-signup-123" });
    const fresh = await openPage();
    await signIn(fresh, email, "self-signup-123");
    await fresh.waitForURL("**/welcome", { timeout: 30_000 });
    await fresh.getByTestId("verify-address").waitFor();
    expect((await adminAuth.getUser(uid)).customClaims?.role).toBeUndefined();
    // The page sends the verification e-mail; the person opens its link.
    await fresh.getByRole("button", { name: ar.staffSignIn.welcome.sendVerification }).click();
    await fresh.getByText(ar.staffSignIn.welcome.verificationSent).waitFor();
    await identityToolkit("update", { oobCode: await latestOobCode(email, "VERIFY_EMAIL") });
    await fresh.getByRole("button", { name: ar.staffSignIn.welcome.verified }).click();
    await fresh.waitForURL("**/qr-scanner", { timeout: 30_000 });
    await fresh.context().close();
  });
});

describe("an unknown role value", () => {
  it("opens no page and explains why", async () => {
    // The mirror owns the claim, so an unknown value can only come from
    // outside it (old data, another tool): let the mirror settle, then set it,
    // for the address the claim was applied for (an account whose claim is
    // for another address asks the mirror at sign-in, which would repair it).
    // The role comes from whichever of the two triggers (the role's write, the
    // account's creation) runs first; the other must be over too, or it would
    // repair the value set below.
    const email = "odd-role@bawwaba.test";
    await roleDoc(email).set({ role: "qr_scanner" });
    const { uid } = await adminAuth.createUser({ email, password: "odd-role-123", emailVerified: true });
    await eventually(() => adminAuth.getUser(uid), (user) => user.customClaims?.role === "qr_scanner");
    expect((await roleTriggersCaughtUp()).role).toBe("qr_scanner");
    await adminAuth.setCustomUserClaims(uid, { role: "owner", roleEmail: email });
    const odd = await openPage();
    await signIn(odd, email, "odd-role-123");
    expect((await adminAuth.getUser(uid)).customClaims?.role).toBe("owner");
    expect(await pageHeading(odd)).toBe(ar.noAccess.title);
    await odd.goto("/dashboard");
    await odd.waitForURL((url) => url.pathname === "/");
    expect(await pageHeading(odd)).toBe(ar.noAccess.title);
    await odd.context().close();
  });
});
