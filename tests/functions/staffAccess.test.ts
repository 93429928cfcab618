// Staff access that ends when it should and starts without a workaround,
// against the emulators: a removed or demoted role stops working
// with the token issued before, an e-mail change takes no role along, an
// invitation and a later verification give the role at the next sign-in.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  type InviteStaffResult,
  type IssueTicketsResult,
  type SyncMyRoleResult,
} from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { callerWithRole, callOk, newRequestId, signedInCaller, type Caller } from "../support/callables";
import { adminAuth, adminDb, eventually, identityToolkit, latestOobCode, PROJECT_ID, publishLocalSigningKey } from "../support/emulators";
import { claimsOf, freshEmail, roleDoc } from "../support/roles";
import { createEventWithType } from "../support/salesFixtures";

const PASSWORD = "Invited-password-1";
// Several callables' first calls in one test: the Functions emulator starts a
// worker for each (seconds apiece on a loaded machine).
const COLD_CALLS = { timeout: 180_000 };

const tokenClaims = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;

let owner: Caller;
beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  owner = await callerWithRole("super_admin");
});

describe("a role removed while its token is still valid", () => {
  it("(a) a sales_admin whose role document is deleted can no longer sell or read the order it sold", COLD_CALLS, async () => {
    const seller = await callerWithRole("sales_admin");
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    const sale = () => ({
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      buyer: { name: "ضيف" },
      payment: "cash",
      requestId: newRequestId(),
    });
    const { orderId } = await callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, sale());
    expect(await seller.readDocument(`orders/${orderId}`)).toBe(200);

    await roleDoc(seller.email).delete();

    // The same token, not refreshed: its claim still says sales_admin.
    expect(tokenClaims(seller.idToken!).role).toBe("sales_admin");
    const refused = await seller.call(CALLABLES.issueTickets, sale());
    expect(refused).toMatchObject({ ok: false });
    expect(["permission-denied", "unauthenticated"]).toContain(refused.ok ? "" : refused.code);
    expect(await seller.readDocument(`orders/${orderId}`)).toBe(403);
  });

  it("(c) a super_admin demoted by another cannot cancel, bulk-generate or change roles with the old token", COLD_CALLS, async () => {
    const demoted = await callerWithRole("super_admin");
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    const { orderId } = await callOk<IssueTicketsResult>(owner, CALLABLES.issueTickets, {
      eventId,
      items: [{ ticketTypeId, quantity: 1 }],
      buyer: { name: "ضيف" },
      payment: "cash",
      requestId: newRequestId(),
    });

    // Another super_admin demotes it through the rules, as /staff does.
    await roleDoc(demoted.email).set({ role: "qr_scanner" });
    expect(tokenClaims(demoted.idToken!).role).toBe("super_admin");

    const cancel = await demoted.call(CALLABLES.cancelOrder, { orderId, reason: "محاولة" });
    expect(cancel).toMatchObject({ ok: false, code: "permission-denied" });
    const bulk = await demoted.call(CALLABLES.bulkGenerateTickets, { eventId, ticketTypeId, count: 2, requestId: newRequestId() });
    expect(bulk).toMatchObject({ ok: false, code: "permission-denied" });
    const invite = await demoted.call(CALLABLES.inviteStaff, { email: freshEmail("x"), displayName: "موظف جديد", role: "super_admin" });
    expect(invite).toMatchObject({ ok: false, code: "permission-denied" });
    // A role write through the rules (the client's way on /staff).
    const write = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${COLLECTIONS.userRoles}?documentId=${encodeURIComponent(freshEmail("y"))}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${demoted.idToken}` },
        body: JSON.stringify({ fields: { role: { stringValue: "super_admin" } } }),
      },
    );
    expect(write.status).toBe(403);
    expect((await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get("status")).toBe("paid");
  });

  it("ends the account's sessions: its refresh tokens are revoked on removal", async () => {
    const scanner = await callerWithRole("qr_scanner");
    const before = (await adminAuth.getUser(scanner.uid)).tokensValidAfterTime;
    // Auth keeps this time in whole seconds: a revocation within the second
    // the account was made in would leave it unchanged (a full run saw it), so
    // the role is removed once the clock has passed that second.
    const nextSecond = Date.parse(before ?? "0") + 1_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextSecond - Date.now())));
    await roleDoc(scanner.email).delete();
    const after = await eventually(
      () => adminAuth.getUser(scanner.uid),
      (user) => user.tokensValidAfterTime !== before && !user.customClaims?.role,
    );
    expect(after.customClaims).not.toHaveProperty("role");
    expect(Date.parse(after.tokensValidAfterTime!)).toBeGreaterThan(Date.parse(before ?? "0"));
  });
});

describe("an e-mail change", () => {
  it("(b) the old address's role, deleted after the change, leaves the account within 15 s", async () => {
    const scanner = await callerWithRole("qr_scanner");
    const newEmail = freshEmail("moved");
    await adminAuth.updateUser(scanner.uid, { email: newEmail, emailVerified: true });
    await roleDoc(scanner.email).delete();
    const claims = await eventually(() => claimsOf(scanner.uid), (c) => !("role" in c));
    expect(claims).not.toHaveProperty("role");
    // The record is written by the same trigger run after the claims: wait for it too.
    const recordState = async () => (await adminDb.collection(COLLECTIONS.staffAccounts).doc(scanner.email).get()).get("state");
    expect(await eventually(recordState, (state) => state === "removed")).toBe("removed");
  });

  it("takes no role to the new address: the next sign-in re-checks it and its old token is refused", async () => {
    const seller = await callerWithRole("sales_admin");
    const newEmail = freshEmail("moved");
    await adminAuth.updateUser(seller.uid, { email: newEmail, emailVerified: true, password: PASSWORD });
    const moved = await signedInCaller(newEmail, PASSWORD);
    // The token carries the new address but still the old address's claim.
    expect(tokenClaims(moved.idToken!)).toMatchObject({ email: newEmail, role: "sales_admin" });
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    const sale = { eventId, items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId() };
    expect(await moved.call(CALLABLES.issueTickets, sale)).toMatchObject({ ok: false, code: "permission-denied" });

    // `changed` is false when the account's sign-up trigger ran late, after
    // the e-mail changed: it re-checks the account the same way and got there
    // first (syncRoleClaims converges whatever the order of its runs).
    expect(await callOk<SyncMyRoleResult>(moved, CALLABLES.syncMyRole, null)).toMatchObject({ role: null });
    expect(await claimsOf(seller.uid)).not.toHaveProperty("role");
    // The old address's role document is untouched: its owner may come back.
    expect((await roleDoc(seller.email).get()).get("role")).toBe("sales_admin");
  });
});

describe("a role that starts without a workaround", () => {
  it("(d) an invited address sets its password through the link and has its role at its first sign-in", COLD_CALLS, async () => {
    const email = freshEmail("invited");
    expect(await callOk<InviteStaffResult>(owner, CALLABLES.inviteStaff, { email, displayName: "موظف جديد", role: "qr_scanner" })).toEqual({
      accountCreated: true,
    });
    const record = await adminDb.collection(COLLECTIONS.staffAccounts).doc(email).get();
    expect(record.get("state")).toBe("invited");
    // Named as invited, on the record the dashboard reads and on the account.
    expect(record.get("displayName")).toBe("موظف جديد");
    const account = await adminAuth.getUserByEmail(email);
    expect(account.displayName).toBe("موظف جديد");
    expect(account.emailVerified).toBe(false);
    expect(account.passwordHash).toBeUndefined();
    // Not verified yet: the role written by the invitation does not apply.
    expect(await claimsOf(account.uid)).not.toHaveProperty("role");
    const mail = await adminDb.collection(COLLECTIONS.mail).where("to", "==", email).get();
    expect(mail.size).toBe(1);

    const link = new URL(record.get("inviteLink") as string);
    expect(link.pathname).toBe("/login");
    expect(link.searchParams.get("mode")).toBe("resetPassword");
    expect(mail.docs[0]!.get("message.text")).toContain(link.toString());
    await identityToolkit("resetPassword", { oobCode: link.searchParams.get("oobCode"), newPassword: PASSWORD });

    const invited = await signedInCaller(email, PASSWORD);
    // What the app does at sign-in: ask for its role to be checked now.
    expect(await callOk<SyncMyRoleResult>(invited, CALLABLES.syncMyRole, null)).toEqual({ role: "qr_scanner", changed: true });
    const refreshed = await signedInCaller(email, PASSWORD);
    expect(tokenClaims(refreshed.idToken!)).toMatchObject({ role: "qr_scanner", email_verified: true });
    expect((await adminDb.collection(COLLECTIONS.staffAccounts).doc(email).get()).get("state")).toBe("active");
  });

  it("refuses invitations from anyone but a live super_admin, and one's own address", async () => {
    const seller = await callerWithRole("sales_admin");
    const visitor = await callerWithRole(null);
    expect(await seller.call(CALLABLES.inviteStaff, { email: freshEmail("x"), displayName: "موظف جديد", role: "qr_scanner" })).toMatchObject({
      ok: false,
      code: "permission-denied",
    });
    expect(await visitor.call(CALLABLES.inviteStaff, { email: freshEmail("x"), displayName: "موظف جديد", role: "qr_scanner" })).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await owner.call(CALLABLES.inviteStaff, { email: owner.email, displayName: "موظف جديد", role: "qr_scanner" })).toMatchObject({
      ok: false,
      code: "failed-precondition",
    });
    expect(await owner.call(CALLABLES.inviteStaff, { email: freshEmail("x"), displayName: "موظف جديد", role: "user" })).toMatchObject({
      ok: false,
      code: "invalid-argument",
    });
  });

  it("asks an invitation for a name, and lets only a live super_admin rename a recorded staff member", async () => {
    expect(await owner.call(CALLABLES.inviteStaff, { email: freshEmail("x"), role: "qr_scanner" })).toMatchObject({
      ok: false,
      code: "invalid-argument",
      message: ar.input.staffName,
    });
    expect(await owner.call(CALLABLES.inviteStaff, { email: freshEmail("x"), displayName: "   ", role: "qr_scanner" })).toMatchObject({
      ok: false,
      code: "invalid-argument",
      message: ar.input.staffName,
    });

    const email = freshEmail("renamed");
    await callOk<InviteStaffResult>(owner, CALLABLES.inviteStaff, { email, displayName: "اسم أول", role: "sales_admin" });
    const seller = await callerWithRole("sales_admin");
    expect(await seller.call(CALLABLES.renameStaff, { email, displayName: "اسم من بائع" })).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await callerWithRole(null).then((visitor) => visitor.call(CALLABLES.renameStaff, { email, displayName: "x" }))).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await owner.call(CALLABLES.renameStaff, { email: freshEmail("nobody"), displayName: "لا أحد" })).toMatchObject({
      ok: false,
      code: "not-found",
      message: ar.errors.staffUnknown,
    });
    expect(await owner.call(CALLABLES.renameStaff, { email, displayName: "" })).toMatchObject({ ok: false, code: "invalid-argument" });
    expect((await adminDb.collection(COLLECTIONS.staffAccounts).doc(email).get()).get("displayName")).toBe("اسم أول");

    await callOk(owner, CALLABLES.renameStaff, { email: email.toUpperCase(), displayName: "  اسم   ثانٍ " });
    expect((await adminDb.collection(COLLECTIONS.staffAccounts).doc(email).get()).get("displayName")).toBe("اسم ثانٍ");
    expect((await adminAuth.getUserByEmail(email)).displayName).toBe("اسم ثانٍ");
  });

  it("(e) an unverified self-sign-up with a role written gets no role, verifies, and gets it at the next sign-in", COLD_CALLS, async () => {
    const email = freshEmail("self");
    await roleDoc(email).set({ role: "sales_admin" });
    const signUp = await identityToolkit<{ idToken: string; localId: string }>("signUp", {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    const unverified = await signedInCaller(email, PASSWORD);
    expect(await callOk<SyncMyRoleResult>(unverified, CALLABLES.syncMyRole, null)).toEqual({ role: null, changed: false });
    expect(await claimsOf(signUp.localId)).not.toHaveProperty("role");

    // The verification e-mail the app sends (sendEmailVerification), opened.
    await identityToolkit("sendOobCode", { requestType: "VERIFY_EMAIL", idToken: signUp.idToken });
    await identityToolkit("update", { oobCode: await latestOobCode(email, "VERIFY_EMAIL") });

    const verified = await signedInCaller(email, PASSWORD);
    expect(await callOk<SyncMyRoleResult>(verified, CALLABLES.syncMyRole, null)).toEqual({ role: "sales_admin", changed: true });
    const next = await signedInCaller(email, PASSWORD);
    expect(tokenClaims(next.idToken!)).toMatchObject({ role: "sales_admin", email_verified: true });
  });
});
