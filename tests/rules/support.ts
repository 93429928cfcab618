// Shared helpers for the Firestore security-rules tests (tests/rules/*.test.ts).
//
// Each test file calls `useRulesEnv()` once: it loads `firestore.rules` into the
// running emulator, clears Firestore before every test, seeds it with rules
// disabled and cleans the environment up at the end. `accessMatrix()` turns a
// table of operations and the personas allowed to do them into one test per
// (operation, persona) pair, asserting success for the allowed personas and a
// PERMISSION_DENIED for every other one, so both sides are always checked.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import { deleteDoc, doc, setDoc, setLogLevel, Timestamp, type Firestore } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/**
 * A project of its own on the emulator: the rules tests write role documents
 * before every test, and in the app's project (demo-bawwaba) each write would
 * run the claims mirror in the Functions emulator, thousands of times for
 * nothing. The rules are the same file, loaded for this project. One project
 * per Vitest worker: a worker runs its files one after another, so files in
 * different workers run side by side without clearing each other's data.
 */
export const PROJECT_ID = `demo-bawwaba-rules-${process.env.VITEST_POOL_ID ?? "0"}`;

// Every refused request makes the SDK log a warning with the rule that said
// no; set RULES_TEST_DEBUG=1 to see them, otherwise keep the output readable.
setLogLevel(process.env.RULES_TEST_DEBUG ? "warn" : "silent");

const here = path.dirname(fileURLToPath(import.meta.url));
export const RULES_PATH = path.resolve(here, "../../firestore.rules");

/**
 * Host and port of the Firestore emulator: `FIRESTORE_EMULATOR_HOST` as set by
 * `firebase emulators:exec` ("host:port", IPv6 as "[::1]:port"), else the
 * project's default 127.0.0.1:8080.
 */
export function firestoreEmulator(
  value: string | undefined = process.env.FIRESTORE_EMULATOR_HOST,
): { host: string; port: number } {
  const fallback = { host: "127.0.0.1", port: 8080 };
  if (!value) return fallback;
  const colon = value.lastIndexOf(":");
  const port = Number(value.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`FIRESTORE_EMULATOR_HOST is not "host:port": ${value}`);
  }
  return { host: value.slice(0, colon).replace(/^\[(.*)\]$/, "$1"), port };
}

/** A RulesTestEnvironment for this worker's project with the repository's rules loaded. */
export function createRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
  });
}

// ------------------------------------------------------------------ personas

/**
 * Everyone the rules tell apart. `noClaim` is signed in but its token has no
 * `role` claim (the state before the claims mirror ran); `unknown` carries a
 * claim value that is not one of the four roles; `buyer` is a shop buyer
 * signed in with their phone (no e-mail, no role): like a visitor to the rules.
 */
export const PERSONAS = [
  "visitor",
  "buyer",
  "noClaim",
  "user",
  "super_admin",
  "sales_admin",
  "qr_scanner",
  "unknown",
] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedInPersona = Exclude<Persona, "visitor">;

export const STAFF: readonly Persona[] = ["super_admin", "sales_admin", "qr_scanner"];
/** Staff who deal with money: everyone but the gate. */
export const BACK_OFFICE: readonly Persona[] = ["super_admin", "sales_admin"];
export const SIGNED_IN: readonly SignedInPersona[] = PERSONAS.filter(
  (p): p is SignedInPersona => p !== "visitor",
);
export const NOBODY: readonly Persona[] = [];
export const EVERYONE: readonly Persona[] = PERSONAS;

export const IDENTITIES: Record<SignedInPersona, { uid: string; token: TokenOptions }> = {
  buyer: { uid: "uid-buyer", token: { phone_number: "+966551234567", firebase: { sign_in_provider: "phone", identities: {} } } },
  noClaim: { uid: "uid-noclaim", token: { email: "noclaim@example.com", email_verified: true } },
  user: { uid: "uid-user", token: { email: "user@example.com", email_verified: true, role: "user" } },
  super_admin: { uid: "uid-super", token: { email: "boss@example.com", email_verified: true, role: "super_admin" } },
  sales_admin: { uid: "uid-seller", token: { email: "seller@example.com", email_verified: true, role: "sales_admin" } },
  qr_scanner: { uid: "uid-scanner", token: { email: "gate@example.com", email_verified: true, role: "qr_scanner" } },
  unknown: { uid: "uid-unknown", token: { email: "odd@example.com", email_verified: true, role: "admin" } },
};

/**
 * The role documents behind the personas' claims: the rules confirm a staff
 * claim with the live document of the token's e-mail, as the claims mirror
 * leaves them in production (noClaim has none; unknown's odd value too).
 */
export async function seedPersonaRoles(db: Firestore): Promise<void> {
  await Promise.all(
    SIGNED_IN.filter((who) => typeof IDENTITIES[who].token.role === "string").map((who) =>
      setDoc(doc(db, "userRoles", emailOf(who)), { role: IDENTITIES[who].token.role }),
    ),
  );
}

/** The persona's uid; the visitor gets a made-up one that no token carries. */
export function uidOf(who: Persona): string {
  return who === "visitor" ? "uid-visitor" : IDENTITIES[who].uid;
}

/** The persona's token e-mail, as the token carries it. */
export function emailOf(who: SignedInPersona): string {
  // A buyer's token has no e-mail: an address of their own that their token does not carry.
  return (IDENTITIES[who].token.email as string | undefined) ?? `${IDENTITIES[who].uid}@no-email.example`;
}

// ------------------------------------------------------------- environment

/**
 * The client SDK's compat Firestore from the test context, typed as the
 * modular `Firestore` it wraps: the modular functions (`doc`, `getDoc`, …)
 * accept it, as the rules-unit-testing documentation shows.
 */
type Db = Firestore;

export interface RulesHarness {
  readonly env: RulesTestEnvironment;
  /** The Firestore client of a persona (one per persona and file). */
  db(who: Persona): Db;
  /** A client for an ad-hoc token, e.g. an e-mail in mixed case. */
  dbFor(uid: string, token: TokenOptions): Db;
  /** Writes data with security rules disabled. */
  seed(write: (db: Db) => Promise<unknown>): Promise<void>;
}

/**
 * Registers the hooks every rules test file needs and returns accessors that
 * are valid inside tests. `seedEach` runs after the clear, before each test.
 */
export function useRulesEnv(seedEach?: (db: Db) => Promise<unknown>): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  const clients = new Map<string, Db>();
  // One client with the rules off for the whole file, for seeding: a client
  // per seed (withSecurityRulesDisabled's own lifetime) started and stopped a
  // Firestore connection twice per test. The callback that owns it stays open
  // until the file ends (beforeAll, afterAll below).
  let seeder: Db | undefined;
  let closeSeeder: (() => void) | undefined;
  let seederClosed: Promise<void> | undefined;

  const ready = (): RulesTestEnvironment => {
    if (!env) throw new Error("rules environment not initialised (use inside a test)");
    return env;
  };

  const harness: RulesHarness = {
    get env() {
      return ready();
    },
    db(who) {
      const key = `persona:${who}`;
      let db = clients.get(key);
      if (!db) {
        const ctx =
          who === "visitor"
            ? ready().unauthenticatedContext()
            : ready().authenticatedContext(IDENTITIES[who].uid, IDENTITIES[who].token);
        db = ctx.firestore() as unknown as Db;
        clients.set(key, db);
      }
      return db;
    },
    dbFor(uid, token) {
      const key = `token:${uid}:${JSON.stringify(token)}`;
      let db = clients.get(key);
      if (!db) {
        db = ready().authenticatedContext(uid, token).firestore() as unknown as Db;
        clients.set(key, db);
      }
      return db;
    },
    async seed(write) {
      if (!seeder) throw new Error("rules environment not initialised (use inside a test)");
      await write(seeder);
    },
  };

  beforeAll(async () => {
    env = await createRulesEnv();
    const rulesEnv = env;
    await new Promise<void>((opened) => {
      seederClosed = rulesEnv.withSecurityRulesDisabled(
        (ctx) =>
          new Promise<void>((close) => {
            seeder = ctx.firestore() as unknown as Db;
            closeSeeder = close;
            opened();
          }),
      );
    });
  });
  beforeEach(async () => {
    await ready().clearFirestore();
    await harness.seed(seedPersonaRoles);
    if (seedEach) await harness.seed(seedEach);
  });
  afterAll(async () => {
    closeSeeder?.();
    await seederClosed;
    await env?.cleanup();
  });

  return harness;
}

// ------------------------------------------------------------ expectations

/**
 * Succeeds when `allowed` and the operation succeeds, or when neither: an
 * assertion of the calling test's own (through `expect`, which Vitest counts).
 */
export async function expectAccess(allowed: boolean, op: Promise<unknown>): Promise<void> {
  await expect(allowed ? assertSucceeds(op) : assertFails(op)).resolves.not.toThrow();
}

export interface MatrixRow {
  /** What the operation does, e.g. "get a published event". */
  readonly op: string;
  /** The personas for whom the rules must allow it; all others are refused. */
  readonly allow: readonly Persona[];
  readonly run: (db: Db, who: Persona) => Promise<unknown>;
}

/**
 * One test per (row, persona): allowed personas must succeed, every other
 * persona must get PERMISSION_DENIED.
 */
export function accessMatrix(h: RulesHarness, rows: readonly MatrixRow[]): void {
  for (const row of rows) {
    describe(row.op, () => {
      it.each(PERSONAS.map((who) => ({ who, allowed: row.allow.includes(who) })))(
        "$who → allowed: $allowed",
        async ({ who, allowed }) => {
          await expectAccess(allowed, row.run(h.db(who), who));
        },
      );
    });
  }
}

/**
 * A staff read that must end with the role: allowed for `who` while its role
 * document says so, refused as soon as the document is deleted or says
 * another role, even though the token (issued before) still carries the
 * claim, and refused for the same claim on an unverified address.
 */
export function endsWithTheRole(
  h: RulesHarness,
  who: "super_admin" | "sales_admin" | "qr_scanner",
  op: string,
  run: (db: Db) => Promise<unknown>,
): void {
  describe(`${op}: only while ${who}'s role document says ${who}`, () => {
    const roleDoc = (db: Db) => doc(db, "userRoles", emailOf(who));
    it("allowed with the role document in place", async () => {
      await expectAccess(true, run(h.db(who)));
    });
    it("refused once the role document is deleted, with the same token", async () => {
      await h.seed((db) => deleteDoc(roleDoc(db)));
      await expectAccess(false, run(h.db(who)));
    });
    it("refused once the role document says another role, with the same token", async () => {
      await h.seed((db) => setDoc(roleDoc(db), { role: "user" }));
      await expectAccess(false, run(h.db(who)));
    });
    it("refused for the same claim on an unverified address", async () => {
      await expectAccess(false, run(h.dbFor(`${uidOf(who)}-unverified`, { ...IDENTITIES[who].token, email_verified: false })));
    });
  });
}

/** A string of `n` copies of `unit`. */
export function text(n: number, unit = "a"): string {
  return unit.repeat(n);
}

// ---------------------------------------------------------------- fixtures

/** A copy of `data` without `key`. */
export function without<T extends Record<string, unknown>>(data: T, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...data };
  delete copy[key];
  return copy;
}

export const STARTS_AT = Timestamp.fromDate(new Date("2027-03-01T18:00:00Z"));
export const ENDS_AT = Timestamp.fromDate(new Date("2027-03-01T23:00:00Z"));

/** A valid event with only the required keys, overridable. */
export function eventData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "حفلة القصر",
    category: "qasr_party",
    venue: "قصر بغداد",
    startsAt: STARTS_AT,
    status: "draft",
    currency: "IQD",
    ...overrides,
  };
}

/** A valid ticket type with only the required keys, overridable. */
export function ticketTypeData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: "عادي", price: 25000, capacity: 100, perOrderLimit: 10, ...overrides };
}
