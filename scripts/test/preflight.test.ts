import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  declaredSecretNames,
  type DeployFacts,
  functionsEnvFileNames,
  gatherDeployFacts,
  parseEnvFile,
  preflightProblems,
  preflightWarnings,
} from "../deploy/preflight";

const SECRETS = ["ORDER_LINK_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "TICKET_SIGNING_KEY", "YOUSR_PAY_WEBHOOK_SECRET"];

const ORGANISER = {
  legalName: "شركة بوابة للفعاليات",
  vatNumber: "310122393500003",
  address: "الرياض",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
};

function readyFacts(overrides: Partial<DeployFacts> = {}): DeployFacts {
  return {
    projectId: "bawwaba-prod",
    firebaseJsonRuntime: "nodejs22",
    declaredSecrets: SECRETS,
    presentSecrets: SECRETS,
    functionsEnv: { ORDER_HOLD_MINUTES: "15" },
    webEnv: {
      VITE_FIREBASE_PROJECT_ID: "bawwaba-prod",
      VITE_FIREBASE_API_KEY: "AIza-key",
      VITE_FIREBASE_AUTH_DOMAIN: "bawwaba-prod.firebaseapp.com",
      VITE_FIREBASE_APP_ID: "1:1:web:1",
      VITE_APPCHECK_SITE_KEY: "site-key",
    },
    organiserSettings: { read: true, settings: ORGANISER },
    ...overrides,
  };
}

/** The web build's settings less one. */
function webEnvWithout(name: string): Record<string, string> {
  const env = { ...readyFacts().webEnv };
  delete env[name];
  return env;
}

function problemsWith(overrides: Partial<DeployFacts>): string[] {
  return preflightProblems(readyFacts(overrides));
}

describe("deploy preflight", () => {
  it("passes a project that has everything", () => {
    expect(preflightProblems(readyFacts())).toEqual([]);
  });

  it("refuses a demo- project id and a missing project", () => {
    expect(problemsWith({ projectId: "demo-bawwaba", webEnv: { ...readyFacts().webEnv, VITE_FIREBASE_PROJECT_ID: "demo-bawwaba" } }))
      .toEqual([expect.stringContaining("demo project id")]);
    expect(problemsWith({ projectId: "" })).toEqual([expect.stringContaining("--project")]);
  });

  it("refuses a functions runtime in firebase.json other than Node 22, or none", () => {
    expect(problemsWith({ firebaseJsonRuntime: "nodejs20" })).toEqual([expect.stringContaining('"nodejs20"')]);
    expect(problemsWith({ firebaseJsonRuntime: undefined })).toEqual([expect.stringContaining("(none)")]);
  });

  it("reads the runtime the repository's firebase.json really sets", async () => {
    expect((await gatherDeployFacts(path.resolve(import.meta.dirname, "../.."), "")).firebaseJsonRuntime).toBe("nodejs22");
  });

  it("names each secret the functions declare but the project lacks", () => {
    const problems = problemsWith({ presentSecrets: ["ORDER_LINK_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] });
    expect(problems).toEqual([
      expect.stringContaining("secrets:set TICKET_SIGNING_KEY"),
      expect.stringContaining("secrets:set YOUSR_PAY_WEBHOOK_SECRET"),
    ]);
  });

  it("refuses the test gateway on a real project", () => {
    expect(problemsWith({ functionsEnv: { YOUSR_PAY_ENABLED: "true" } })).toEqual([expect.stringContaining("YOUSR_PAY_ENABLED")]);
    expect(problemsWith({ functionsEnv: { YOUSR_PAY_ENABLED: "false" } })).toEqual([]);
  });

  it("refuses a web build without an App Check site key", () => {
    expect(problemsWith({ webEnv: webEnvWithout("VITE_APPCHECK_SITE_KEY") })).toEqual([expect.stringContaining("VITE_APPCHECK_SITE_KEY")]);
  });

  // purchaseTickets enforces App Check outside the emulator whatever
  // ENFORCE_APP_CHECK says (functions/src/orders/callables.ts): with the
  // switch off and no site key, every purchase would be refused.
  it("refuses App Check off on the server, with or without a site key, since purchases enforce it anyway", () => {
    const off = { ENFORCE_APP_CHECK: "false" };
    expect(problemsWith({ functionsEnv: off })).toEqual([expect.stringContaining("ENFORCE_APP_CHECK=false")]);
    expect(problemsWith({ functionsEnv: off, webEnv: webEnvWithout("VITE_APPCHECK_SITE_KEY") })).toEqual([
      expect.stringContaining("ENFORCE_APP_CHECK=false"),
      expect.stringContaining("VITE_APPCHECK_SITE_KEY"),
    ]);
    expect(problemsWith({ functionsEnv: { ENFORCE_APP_CHECK: "true" } })).toEqual([]);
  });

  it.each([
    "FUNCTIONS_EMULATOR",
    "FIRESTORE_EMULATOR_HOST",
    "FIREBASE_AUTH_EMULATOR_HOST",
    "FIREBASE_EMULATOR_HUB",
    "FUNCTIONS_EMULATOR_HOST",
    "PUBSUB_EMULATOR_HOST",
    "STORAGE_EMULATOR_HOST",
    "FIREBASE_DEBUG_MODE",
    "FIREBASE_DEBUG_FEATURES",
  ])("refuses the emulator's variable %s among the functions' parameters", (name) => {
    expect(problemsWith({ functionsEnv: { ORDER_HOLD_MINUTES: "15", [name]: "true" } })).toEqual([expect.stringContaining(name)]);
  });

  it("reads the parameters the Firebase CLI deploys: .env, .env.<project id> and .env.<alias> of that project", () => {
    const firebaserc = { projects: { default: "demo-bawwaba", prod: "bawwaba-prod", staging: "bawwaba-staging" } };
    expect(functionsEnvFileNames("bawwaba-prod", firebaserc)).toEqual([".env", ".env.bawwaba-prod", ".env.prod"]);
    expect(functionsEnvFileNames("bawwaba-prod", undefined)).toEqual([".env", ".env.bawwaba-prod"]);
  });

  it("refuses a web build for another project, an incomplete one, or one for the emulators", () => {
    expect(problemsWith({ webEnv: { ...readyFacts().webEnv, VITE_FIREBASE_PROJECT_ID: "someone-else" } })).toEqual([
      expect.stringContaining('configured for "someone-else"'),
    ]);
    expect(problemsWith({ webEnv: webEnvWithout("VITE_FIREBASE_API_KEY") })).toEqual([expect.stringContaining("VITE_FIREBASE_API_KEY")]);
    expect(problemsWith({ webEnv: { ...readyFacts().webEnv, VITE_USE_EMULATORS: "true" } })).toEqual([
      expect.stringContaining("VITE_USE_EMULATORS"),
    ]);
  });

  it("finds the secrets the functions really declare", () => {
    const dir = path.resolve(import.meta.dirname, "../../functions/src");
    const sources = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
    expect(declaredSecretNames(sources)).toEqual(expect.arrayContaining(SECRETS));
  });

  it("warns of nothing when the organiser's settings are complete, or invoicing is off", () => {
    expect(preflightWarnings(readyFacts())).toEqual([]);
    expect(preflightWarnings(readyFacts({ organiserSettings: { read: true, settings: { ...ORGANISER, vatNumber: undefined, invoicing: false } } }))).toEqual([]);
  });

  it("warns, without refusing, when invoicing is on and the legal name, VAT number or address is missing", () => {
    const lacking = { ...ORGANISER, legalName: " ", vatNumber: undefined };
    const facts = readyFacts({ organiserSettings: { read: true, settings: lacking } });
    expect(preflightWarnings(facts)).toEqual([expect.stringContaining("lack the legal name, VAT number:")]);
    expect(preflightProblems(facts)).toEqual([]);
    const noAddress = readyFacts({ organiserSettings: { read: true, settings: { ...ORGANISER, address: "" } } });
    expect(preflightWarnings(noAddress)).toEqual([expect.stringContaining("lack the address:")]);
  });

  it("warns when the settings were never saved, or could not be read, and says why", () => {
    expect(preflightWarnings(readyFacts({ organiserSettings: { read: true, settings: null } }))).toEqual([expect.stringContaining("never saved")]);
    expect(preflightWarnings(readyFacts({ organiserSettings: { read: false, reason: "Could not load the default credentials" } }))).toEqual([
      expect.stringContaining("Could not load the default credentials"),
    ]);
  });

  it("reads no settings without a real project", async () => {
    expect((await gatherDeployFacts(path.resolve(import.meta.dirname, "../.."), "")).organiserSettings).toEqual({ read: false, reason: "no real project to read" });
  });

  it("reads .env files as the Firebase CLI and Vite do", () => {
    expect(parseEnvFile('# comment\nYOUSR_PAY_ENABLED=true\n export A = "quoted" \nB=\'single\'\n\nbad line\n')).toEqual({
      YOUSR_PAY_ENABLED: "true",
      A: "quoted",
      B: "single",
    });
  });
});
