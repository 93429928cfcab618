// Rules for userRoles/{email}: owner (by token e-mail) and super_admin read;
// only super_admin writes, only well-formed role documents, and never to
// demote or remove themselves (so the last super_admin stays).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from "firebase/firestore";
import { describe, expect, it } from "vitest";
import {
  accessMatrix,
  emailOf,
  expectAccess,
  IDENTITIES,
  SIGNED_IN,
  useRulesEnv,
} from "./support";

const OTHER = "other@example.com";

const h = useRulesEnv(async (db) => {
  // Every signed-in persona has its own role document, plus one stranger.
  for (const who of SIGNED_IN) {
    await setDoc(doc(db, "userRoles", emailOf(who)), { role: IDENTITIES[who].token.role ?? "user" });
  }
  await setDoc(doc(db, "userRoles", OTHER), { role: "sales_admin" });
});

describe("userRoles: access by persona", () => {
  accessMatrix(h, [
    {
      op: "get own role document",
      // A buyer signed in by phone has no e-mail, so no role document is theirs.
      allow: SIGNED_IN.filter((who) => who !== "buyer"),
      // The visitor has no e-mail; it tries the stranger's document instead.
      run: (db, who) => getDoc(doc(db, "userRoles", who === "visitor" ? OTHER : emailOf(who))),
    },
    {
      op: "get another person's role document",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "userRoles", OTHER)),
    },
    {
      op: "list all role documents",
      allow: ["super_admin"],
      run: (db) => getDocs(collection(db, "userRoles")),
    },
    {
      op: "create a valid role document",
      allow: ["super_admin"],
      run: (db) => setDoc(doc(db, "userRoles", "new.staff@example.com"), { role: "qr_scanner" }),
    },
    {
      op: "update another person's role",
      allow: ["super_admin"],
      run: (db) => updateDoc(doc(db, "userRoles", OTHER), { role: "qr_scanner" }),
    },
    {
      op: "raise own role to super_admin",
      allow: ["super_admin"],
      run: (db, who) =>
        setDoc(doc(db, "userRoles", who === "visitor" ? OTHER : emailOf(who)), { role: "super_admin" }),
    },
    {
      op: "delete another person's role document",
      allow: ["super_admin"],
      run: (db) => deleteDoc(doc(db, "userRoles", OTHER)),
    },
    {
      // Nobody removes their own role: a super_admin needs another to do it,
      // so the last super_admin stays.
      op: "delete own role document",
      allow: [],
      run: (db, who) => deleteDoc(doc(db, "userRoles", who === "visitor" ? OTHER : emailOf(who))),
    },
    {
      op: "demote own role to sales_admin",
      allow: [],
      run: (db, who) => updateDoc(doc(db, "userRoles", who === "visitor" ? OTHER : emailOf(who)), { role: "sales_admin" }),
    },
  ]);
});

describe("userRoles: the last super_admin stays", () => {
  const boss = () => h.db("super_admin");
  const ownDoc = () => doc(boss(), "userRoles", emailOf("super_admin"));

  it("lets a super_admin demote and remove another super_admin", async () => {
    await setDoc(doc(boss(), "userRoles", OTHER), { role: "super_admin" });
    await expectAccess(true, updateDoc(doc(boss(), "userRoles", OTHER), { role: "user" }));
    await expectAccess(true, deleteDoc(doc(boss(), "userRoles", OTHER)));
  });

  it("refuses a super_admin demoting or removing themselves, whatever the case of their token e-mail", async () => {
    await expectAccess(false, updateDoc(ownDoc(), { role: "user" }));
    await expectAccess(false, deleteDoc(ownDoc()));
    const shouting = h.dbFor("uid-shouting", { email: emailOf("super_admin").toUpperCase(), role: "super_admin" });
    await expectAccess(false, deleteDoc(doc(shouting, "userRoles", emailOf("super_admin"))));
    await expectAccess(false, setDoc(doc(shouting, "userRoles", emailOf("super_admin")), { role: "qr_scanner" }));
  });

  it("lets a super_admin rewrite their own document unchanged", async () => {
    await expectAccess(true, setDoc(ownDoc(), { role: "super_admin" }));
  });
});

describe("userRoles: the last super_admin is protected", () => {
  // In the seed the persona super_admin holds the only super_admin document.
  const boss = () => h.db("super_admin");
  const ownId = emailOf("super_admin");
  const storedRole = async (id: string) => {
    let role: unknown;
    await h.seed(async (db) => {
      role = (await getDoc(doc(db, "userRoles", id))).get("role");
    });
    return role;
  };

  it.each(["sales_admin", "qr_scanner", "user"])("cannot demote themselves to %s, by update, overwrite or merge", async (role) => {
    await expectAccess(false, updateDoc(doc(boss(), "userRoles", ownId), { role }));
    await expectAccess(false, setDoc(doc(boss(), "userRoles", ownId), { role }));
    await expectAccess(false, setDoc(doc(boss(), "userRoles", ownId), { role }, { merge: true }));
    expect(await storedRole(ownId)).toBe("super_admin");
  });

  it("cannot remove themselves, not even in a batch that promotes someone else", async () => {
    await expectAccess(false, deleteDoc(doc(boss(), "userRoles", ownId)));
    const batch = writeBatch(boss());
    batch.set(doc(boss(), "userRoles", OTHER), { role: "super_admin" });
    batch.delete(doc(boss(), "userRoles", ownId));
    await expectAccess(false, batch.commit());
    // All or nothing: the promotion did not land either.
    expect(await storedRole(ownId)).toBe("super_admin");
    expect(await storedRole(OTHER)).toBe("sales_admin");
  });

  it("with a second super_admin, each may demote the other but never themselves, so one always stays", async () => {
    const second = { email: OTHER, email_verified: true, role: "super_admin" };
    await expectAccess(true, setDoc(doc(boss(), "userRoles", OTHER), { role: "super_admin" }));
    // The second one demotes the first; the first (claim refreshed to user) can do nothing back.
    await expectAccess(true, updateDoc(doc(h.dbFor("uid-second", second), "userRoles", ownId), { role: "user" }));
    const demoted = h.dbFor("uid-super", { ...IDENTITIES.super_admin.token, role: "user" });
    await expectAccess(false, updateDoc(doc(demoted, "userRoles", OTHER), { role: "user" }));
    await expectAccess(false, deleteDoc(doc(demoted, "userRoles", OTHER)));
    // The second one, now the last super_admin, is protected in turn.
    await expectAccess(false, updateDoc(doc(h.dbFor("uid-second", second), "userRoles", OTHER), { role: "sales_admin" }));
    await expectAccess(false, deleteDoc(doc(h.dbFor("uid-second", second), "userRoles", OTHER)));
    expect(await storedRole(OTHER)).toBe("super_admin");
  });

  it("a super_admin demoted a moment ago, whose token still says super_admin, can no longer change any role", async () => {
    const second = { email: OTHER, email_verified: true, role: "super_admin" };
    await expectAccess(true, setDoc(doc(boss(), "userRoles", OTHER), { role: "super_admin" }));
    await expectAccess(true, updateDoc(doc(h.dbFor("uid-second", second), "userRoles", ownId), { role: "user" }));
    // boss() still carries the super_admin claim of the token issued before the demotion.
    await expectAccess(false, updateDoc(doc(boss(), "userRoles", OTHER), { role: "user" }));
    await expectAccess(false, deleteDoc(doc(boss(), "userRoles", OTHER)));
    await expectAccess(false, setDoc(doc(boss(), "userRoles", "new.staff@example.com"), { role: "super_admin" }));
    expect(await storedRole(OTHER)).toBe("super_admin");
  });

  it("a super_admin claim with no role document behind it changes no role", async () => {
    const stray = h.dbFor("uid-stray", { email: "stray@example.com", email_verified: true, role: "super_admin" });
    await expectAccess(false, setDoc(doc(stray, "userRoles", "new.staff@example.com"), { role: "qr_scanner" }));
    await expectAccess(false, deleteDoc(doc(stray, "userRoles", OTHER)));
  });

  accessMatrix(h, [
    {
      op: "demote the last super_admin's document",
      allow: [],
      run: (db) => updateDoc(doc(db, "userRoles", ownId), { role: "qr_scanner" }),
    },
    {
      op: "remove the last super_admin's document",
      allow: [],
      run: (db) => deleteDoc(doc(db, "userRoles", ownId)),
    },
  ]);
});

describe("userRoles: owner matched by lower-cased token e-mail", () => {
  const mixed = { email: "Mixed.Case@Example.COM", email_verified: true, role: "user" };

  it("token e-mail with upper-case letters reads the lower-case document", async () => {
    await h.seed((db) => setDoc(doc(db, "userRoles", "mixed.case@example.com"), { role: "user" }));
    await expectAccess(true, getDoc(doc(h.dbFor("uid-mixed", mixed), "userRoles", "mixed.case@example.com")));
  });

  it("the same token cannot read another person's document", async () => {
    await expectAccess(false, getDoc(doc(h.dbFor("uid-mixed", mixed), "userRoles", OTHER)));
  });

  it("a token whose e-mail is not verified reads no role document (anyone may sign up with any address)", async () => {
    await h.seed((db) => setDoc(doc(db, "userRoles", "mixed.case@example.com"), { role: "user" }));
    const unverified = { ...mixed, email_verified: false };
    await expectAccess(false, getDoc(doc(h.dbFor("uid-mixed", unverified), "userRoles", "mixed.case@example.com")));
  });

  it("a token without an e-mail reads no role document", async () => {
    await expectAccess(false, getDoc(doc(h.dbFor("uid-phone", { role: "user" }), "userRoles", OTHER)));
  });

  it("a token whose e-mail only shares a prefix is refused", async () => {
    const db = h.dbFor("uid-prefix", { email: "other@example.co", email_verified: true, role: "user" });
    await expectAccess(false, getDoc(doc(db, "userRoles", OTHER)));
  });
});

describe("userRoles: super_admin writes must be well-formed", () => {
  const put = (id: string, data: Record<string, unknown>) =>
    setDoc(doc(h.db("super_admin"), "userRoles", id), data);

  it.each(["super_admin", "sales_admin", "qr_scanner", "user"])("role %s is accepted", async (role) => {
    await expectAccess(true, put("someone@example.com", { role }));
  });

  it("a 254-character e-mail (the longest valid one) is accepted", async () => {
    await expectAccess(true, put(`${"a".repeat(242)}@example.com`, { role: "user" }));
  });

  it.each([
    { why: "unknown role value", id: "someone@example.com", data: { role: "admin" } },
    { why: "role in another case", id: "someone@example.com", data: { role: "Super_Admin" } },
    { why: "role not a string", id: "someone@example.com", data: { role: 1 } },
    { why: "no role key", id: "someone@example.com", data: {} },
    { why: "extra key", id: "someone@example.com", data: { role: "user", note: "x" } },
    { why: "upper-case doc id", id: "Someone@Example.com", data: { role: "user" } },
    { why: "doc id not an e-mail", id: "someone", data: { role: "user" } },
    { why: "doc id without a domain dot", id: "someone@example", data: { role: "user" } },
    { why: "doc id with white space", id: "some one@example.com", data: { role: "user" } },
    { why: "doc id with two @", id: "a@b@example.com", data: { role: "user" } },
    { why: "doc id longer than 254 characters", id: `${"a".repeat(243)}@example.com`, data: { role: "user" } },
    { why: "role owner (not one of the four)", id: "someone@example.com", data: { role: "owner" } },
    { why: "role in upper case", id: "someone@example.com", data: { role: "SUPER_ADMIN" } },
    { why: "empty role", id: "someone@example.com", data: { role: "" } },
    { why: "role with surrounding white space", id: "someone@example.com", data: { role: " user " } },
    { why: "role null", id: "someone@example.com", data: { role: null } },
    { why: "role a list", id: "someone@example.com", data: { role: ["user"] } },
    { why: "role a map", id: "someone@example.com", data: { role: { name: "user" } } },
    { why: "extra key beside a valid role", id: "someone@example.com", data: { role: "super_admin", grantedBy: "boss@example.com" } },
    { why: "upper-case letters only in the domain", id: "someone@Example.com", data: { role: "user" } },
  ])("refused: $why", async ({ id, data }) => {
    await expectAccess(false, put(id, data));
  });

  it("refused: updating an existing document to an invalid role", async () => {
    await expectAccess(false, updateDoc(doc(h.db("super_admin"), "userRoles", OTHER), { role: "root" }));
  });

  it("refused: a merge that sets an invalid role on an existing document", async () => {
    await expectAccess(false, setDoc(doc(h.db("super_admin"), "userRoles", OTHER), { role: "owner" }, { merge: true }));
  });

  it("refused: an invalid role for one's own document, even super_admin's own", async () => {
    await expectAccess(false, setDoc(doc(h.db("super_admin"), "userRoles", emailOf("super_admin")), { role: "owner" }));
  });

  it("refused for every other persona, even well-formed", async () => {
    for (const who of SIGNED_IN.filter((persona) => persona !== "super_admin")) {
      await expectAccess(false, setDoc(doc(h.db(who), "userRoles", "someone@example.com"), { role: "qr_scanner" }));
    }
  });

  it("refused: adding a key to an existing document", async () => {
    await expectAccess(false, updateDoc(doc(h.db("super_admin"), "userRoles", OTHER), { by: "me" }));
  });
});
