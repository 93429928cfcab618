// The claims mirror (functions/src/roles) against the running emulators.
import { COLLECTIONS } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { adminAuth, adminDb, eventually } from "../support/emulators";
import { claimsOf, freshEmail, roleDoc, roleTriggersCaughtUp } from "../support/roles";
// Staff accounts made by an administrator carry a verified e-mail.
const verified = { password: "secret-123", emailVerified: true };

describe("mirrorRoleToClaims", () => {
  it("copies an assigned role into the user's claims and signals the client", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email, ...verified });
    await roleDoc(email).set({ role: "sales_admin" });

    const claims = await eventually(() => claimsOf(uid), (c) => c.role === "sales_admin");
    expect(claims.role).toBe("sales_admin");
    const signal = await eventually(
      () => adminDb.collection(COLLECTIONS.claimsSync).doc(uid).get(),
      (doc) => doc.get("role") === "sales_admin",
    );
    expect(signal.get("updatedAt")).toBeDefined();
  });

  it("follows a role change and removes the claim when the role is deleted", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email, ...verified });
    await roleDoc(email).set({ role: "qr_scanner" });
    await eventually(() => claimsOf(uid), (c) => c.role === "qr_scanner");

    await roleDoc(email).set({ role: "super_admin" });
    expect((await eventually(() => claimsOf(uid), (c) => c.role === "super_admin")).role).toBe("super_admin");

    await roleDoc(email).delete();
    expect(await eventually(() => claimsOf(uid), (c) => !("role" in c))).not.toHaveProperty("role");
    const signal = await eventually(
      () => adminDb.collection(COLLECTIONS.claimsSync).doc(uid).get(),
      (doc) => doc.get("role") === null,
    );
    expect(signal.get("role")).toBeNull();
  });

  it("keeps the user's other custom claims", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email, ...verified });
    await adminAuth.setCustomUserClaims(uid, { venue: "qasr" });
    await roleDoc(email).set({ role: "qr_scanner" });
    expect(await eventually(() => claimsOf(uid), (c) => c.role === "qr_scanner")).toEqual({
      venue: "qasr",
      role: "qr_scanner",
      roleEmail: email,
    });
  });

  it("gives no role for a role value outside the four", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email, ...verified });
    await roleDoc(email).set({ role: "sales_admin" });
    await eventually(() => claimsOf(uid), (c) => c.role === "sales_admin");
    // Only an Admin-SDK write can store this: the rules refuse it from clients.
    await roleDoc(email).set({ role: "owner" });
    expect(await eventually(() => claimsOf(uid), (c) => !("role" in c))).not.toHaveProperty("role");
  });

  it("matches the role document case-insensitively by e-mail", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email: email.toUpperCase(), ...verified });
    await roleDoc(email).set({ role: "qr_scanner" });
    expect((await eventually(() => claimsOf(uid), (c) => c.role === "qr_scanner")).role).toBe("qr_scanner");
  });
});

describe("an account whose e-mail is not verified", () => {
  it("does not get the role of its address: anyone may sign up with any address", async () => {
    const email = freshEmail();
    await roleDoc(email).set({ role: "super_admin" });
    const { uid } = await adminAuth.createUser({ email, password: "secret-123" });
    expect((await roleTriggersCaughtUp()).role).toBe("qr_scanner");
    expect(await claimsOf(uid)).not.toHaveProperty("role");
  });

  it("gets it once verified and the role is assigned anew", async () => {
    const email = freshEmail();
    const { uid } = await adminAuth.createUser({ email, password: "secret-123" });
    await roleDoc(email).set({ role: "qr_scanner" });
    expect((await roleTriggersCaughtUp()).role).toBe("qr_scanner");
    expect(await claimsOf(uid)).not.toHaveProperty("role");
    await adminAuth.updateUser(uid, { emailVerified: true });
    // Rewriting the same value is no change and fires no trigger: assign anew.
    await roleDoc(email).delete();
    await roleDoc(email).set({ role: "qr_scanner" });
    expect((await eventually(() => claimsOf(uid), (c) => c.role === "qr_scanner")).role).toBe("qr_scanner");
  });
});

describe("applyRoleOnSignUp", () => {
  it("applies a role written before the account existed when the account is created", async () => {
    const email = freshEmail();
    await roleDoc(email).set({ role: "qr_scanner" });
    // The mirror runs for the document first and finds no account yet: the
    // role then comes from the account's creation.
    expect((await roleTriggersCaughtUp()).role).toBe("qr_scanner");
    const { uid } = await adminAuth.createUser({ email, ...verified });
    expect((await eventually(() => claimsOf(uid), (c) => c.role === "qr_scanner")).role).toBe("qr_scanner");
  });

  it("leaves an account without a role document with no role claim", async () => {
    const { uid } = await adminAuth.createUser({ email: freshEmail(), ...verified });
    expect((await roleTriggersCaughtUp()).role).toBe("qr_scanner");
    expect(await claimsOf(uid)).not.toHaveProperty("role");
  });
});
