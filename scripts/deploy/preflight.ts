// The checks before a deployment to a real Firebase project: everything that
// would deploy "successfully" and then fail every visitor, or open the test
// gateway to the public. `preflightProblems` is pure (unit-tested); the
// facts it judges are gathered from the repository and the project by
// `gatherDeployFacts`. `preflightWarnings` (pure too) says what would not
// stop a deployment but leaves something wrong: the organiser's settings,
// which invoices copy, incomplete.
import { appCheckEnforced, COLLECTIONS, ORGANISER_SETTINGS_ID } from "@bawwaba/common";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The functions' deploy runtime: Node 22 (Google retired Node 20). firebase.json
 * names it (`"runtime"` of the functions entry), which firebase-tools takes
 * before any `engines` of functions/package.json, for deploy and emulator
 * alike; the package declares no `engines`, so that npm on a developer's
 * Node 20 installs without an EBADENGINE warning (README "What the first
 * start prints").
 */
export const FUNCTIONS_RUNTIME = "nodejs22";

export interface DeployFacts {
  projectId: string;
  /** `runtime` of firebase.json's functions entry, when it names one. */
  firebaseJsonRuntime: string | undefined;
  /** Secrets the functions declare (defineSecret), and which of them the project has. */
  declaredSecrets: string[];
  presentSecrets: string[];
  /** The functions' parameters for this project (functions/.env, then .env.<projectId> and .env.<alias>: functionsEnvFileNames). */
  functionsEnv: Record<string, string>;
  /** The web build's settings (VITE_* from the environment and web/.env*.production files). */
  webEnv: Record<string, string>;
  /** The project's `settings/organiser` as stored (null: none yet), or why it could not be read. */
  organiserSettings: { read: true; settings: Record<string, unknown> | null } | { read: false; reason: string };
}

/** Each reason not to deploy, for the operator's terminal (in English, like firebase-tools' own output); empty when all is well. */
export function preflightProblems(facts: DeployFacts): string[] {
  const problems: string[] = [];
  const { projectId, functionsEnv, webEnv } = facts;

  if (!projectId) problems.push("No project: pass --project <your-firebase-project-id>.");
  else if (projectId.startsWith("demo-")) {
    problems.push(`"${projectId}" is a demo project id: those exist only on the emulators. Deploy to your own project.`);
  }

  if (facts.firebaseJsonRuntime !== FUNCTIONS_RUNTIME) {
    problems.push(
      `firebase.json sets the functions runtime "${facts.firebaseJsonRuntime ?? "(none)"}" but the functions deploy on Node 22: set "runtime": "${FUNCTIONS_RUNTIME}".`,
    );
  }

  const missing = facts.declaredSecrets.filter((name) => !facts.presentSecrets.includes(name));
  for (const name of missing) {
    problems.push(`The secret ${name} is not set in the project: firebase functions:secrets:set ${name} (see docs/deploy.md).`);
  }

  if (functionsEnv.YOUSR_PAY_ENABLED === "true") {
    problems.push(
      "YOUSR_PAY_ENABLED=true: Yousr Pay is the built-in test gateway, on which anyone can approve a payment. Remove it from functions/.env files for a real project.",
    );
  }

  for (const name of Object.keys(functionsEnv).filter(isEmulatorVariable)) {
    problems.push(
      `${name} is set in the functions' parameters (functions/.env files for this project): it belongs to the emulator, and in production it would point the functions at emulators that are not there, or turn checks off. Remove it.`,
    );
  }

  // purchaseTickets enforces (and consumes) App Check outside the emulator
  // whatever ENFORCE_APP_CHECK says (functions/src/orders/callables.ts): the
  // switch turns it off for the staff's callables only. The app cannot run
  // without App Check, so the switch off is refused, and the site key needed.
  if (!appCheckEnforced(functionsEnv)) {
    problems.push(
      "ENFORCE_APP_CHECK=false: purchaseTickets enforces App Check in production whatever this says, so the shop cannot sell without App Check, and with it the switch only leaves the staff's callables unguarded. Remove it from functions/.env files and set up App Check (docs/deploy.md).",
    );
  }
  if (!webEnv.VITE_APPCHECK_SITE_KEY) {
    problems.push(
      "The web build has no VITE_APPCHECK_SITE_KEY: the functions enforce App Check (purchaseTickets always), so every purchase and staff call from the app would be refused. Set the reCAPTCHA Enterprise site key.",
    );
  }

  for (const name of ["VITE_FIREBASE_PROJECT_ID", "VITE_FIREBASE_API_KEY", "VITE_FIREBASE_AUTH_DOMAIN", "VITE_FIREBASE_APP_ID"]) {
    if (!webEnv[name]) problems.push(`The web build needs ${name} (web/.env.production; see docs/deploy.md).`);
  }
  if (projectId && webEnv.VITE_FIREBASE_PROJECT_ID && webEnv.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(
      `The web build is configured for "${webEnv.VITE_FIREBASE_PROJECT_ID}" but you are deploying to "${projectId}".`,
    );
  }
  if (webEnv.VITE_USE_EMULATORS === "true") problems.push("VITE_USE_EMULATORS=true: that build talks to the emulators.");
  return problems;
}

/** What invoices need of the organiser's settings (common/src/organiserSettings.ts), by field, as the operator reads it. */
const INVOICE_FIELDS = { legalName: "legal name", vatNumber: "VAT number", address: "address" } as const;

/** Each thing to look at after deploying, for the operator's terminal; empty when all is well. */
export function preflightWarnings(facts: Pick<DeployFacts, "projectId" | "organiserSettings">): string[] {
  const { organiserSettings } = facts;
  if (!organiserSettings.read) {
    return [
      `Could not read the organiser's settings (${COLLECTIONS.settings}/${ORGANISER_SETTINGS_ID}) of "${facts.projectId}": ${organiserSettings.reason}. Check on /settings, signed in as a super_admin, that the legal name, VAT number and address are filled in if invoices are to be issued.`,
    ];
  }
  const { settings } = organiserSettings;
  if (!settings) {
    return [`The organiser's settings were never saved: no paid order will be invoiced until a super_admin saves them on /settings.`];
  }
  if (settings.invoicing !== true) return [];
  const missing = Object.entries(INVOICE_FIELDS)
    .filter(([field]) => typeof settings[field] !== "string" || (settings[field] as string).trim() === "")
    .map(([, name]) => name);
  if (missing.length === 0) return [];
  return [
    `Invoicing is on but the organiser's settings lack the ${missing.join(", ")}: the invoices issued would not be valid tax invoices. A super_admin fills them in on /settings.`,
  ];
}

/**
 * A variable of the Firebase Emulator Suite: FUNCTIONS_EMULATOR, every
 * *_EMULATOR_HOST / *_EMULATOR_ADDRESS, FIREBASE_EMULATOR_HUB, and the debug
 * switches the Functions emulator sets (FIREBASE_DEBUG_MODE with
 * FIREBASE_DEBUG_FEATURES makes firebase-functions skip verifying tokens).
 */
export function isEmulatorVariable(name: string): boolean {
  return /EMULATOR/.test(name) || name === "FIREBASE_DEBUG_MODE" || name === "FIREBASE_DEBUG_FEATURES";
}

/**
 * The functions/.env files the Firebase CLI may deploy to `projectId`: .env,
 * .env.<project id>, and .env.<alias> for each alias .firebaserc gives it
 * (the CLI reads that one when the project is named by its alias; checked
 * either way).
 */
export function functionsEnvFileNames(projectId: string, firebaserc: { projects?: Record<string, string> } | undefined): string[] {
  const aliases = Object.entries(firebaserc?.projects ?? {})
    .filter(([alias, id]) => id === projectId && alias !== projectId)
    .map(([alias]) => `.env.${alias}`);
  return [".env", `.env.${projectId}`, ...aliases];
}

/** KEY=value lines (comments and blank lines skipped; surrounding quotes removed). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    values[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return values;
}

/** The names every `defineSecret("NAME")` in the functions' source declares. */
export function declaredSecretNames(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/defineSecret\(\s*["']([A-Z0-9_]+)["']\s*\)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

function readEnvFiles(files: string[]): Record<string, string> {
  return Object.assign({}, ...files.filter((file) => existsSync(file)).map((file) => parseEnvFile(readFileSync(file, "utf8"))));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const run = promisify(execFile);

/** Whether the project has the secret (asks Secret Manager through firebase-tools, with the operator's login). */
async function secretExists(firebaseBin: string, projectId: string, name: string): Promise<boolean> {
  try {
    await run(firebaseBin, ["functions:secrets:get", name, "--project", projectId, "--non-interactive"]);
    return true;
  } catch {
    return false;
  }
}

/** How long the settings' read may take: without credentials the client may first look for a cloud metadata server. */
const SETTINGS_READ_MS = 20_000;

/**
 * The project's organiser's settings, read with Application Default
 * Credentials (`gcloud auth application-default login`): the Firebase CLI
 * lends its own login to no other program. Without them the facts say why.
 */
async function readOrganiserSettings(projectId: string): Promise<DeployFacts["organiserSettings"]> {
  if (!projectId || projectId.startsWith("demo-")) return { read: false, reason: "no real project to read" };
  if (process.env.FIRESTORE_EMULATOR_HOST) return { read: false, reason: "FIRESTORE_EMULATOR_HOST is set in this shell, which would read the emulator instead" };
  const app = initializeApp({ projectId }, `preflight-${projectId}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    const snapshot = await Promise.race([
      getFirestore(app).collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID).get(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${SETTINGS_READ_MS / 1000} s`)), SETTINGS_READ_MS);
      }),
    ]);
    return { read: true, settings: snapshot.exists ? (snapshot.data() ?? {}) : null };
  } catch (error) {
    // Google's client explains a missing login on its first line (then a link).
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
    return { read: false, reason: `${reason} (sign in with: gcloud auth application-default login)` };
  } finally {
    clearTimeout(timer);
    await deleteApp(app);
  }
}

export async function gatherDeployFacts(root: string, projectId: string): Promise<DeployFacts> {
  const functionsDir = path.join(root, "functions");
  const firebaseJson = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
    functions?: { runtime?: string }[] | { runtime?: string };
  };
  const functionsConfig = [firebaseJson.functions ?? []].flat();
  const declaredSecrets = declaredSecretNames(sourceFiles(path.join(functionsDir, "src")).map((file) => readFileSync(file, "utf8")));
  const firebaseBin = path.join(root, "node_modules", ".bin", "firebase");
  const presentSecrets: string[] = [];
  if (projectId && !projectId.startsWith("demo-")) {
    for (const name of declaredSecrets) if (await secretExists(firebaseBin, projectId, name)) presentSecrets.push(name);
  }
  return {
    projectId,
    firebaseJsonRuntime: functionsConfig.find((entry) => entry.runtime)?.runtime,
    declaredSecrets,
    presentSecrets,
    functionsEnv: readEnvFiles(functionsEnvFileNames(projectId, readFirebaserc(root)).map((file) => path.join(functionsDir, file))),
    webEnv: webBuildEnv(root),
    organiserSettings: await readOrganiserSettings(projectId),
  };
}

function readFirebaserc(root: string): { projects?: Record<string, string> } | undefined {
  const file = path.join(root, ".firebaserc");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { projects?: Record<string, string> }) : undefined;
}

/** The web build's settings: VITE_* from web/.env*.production files and the environment (which wins, as in Vite). */
export function webBuildEnv(root: string): Record<string, string> {
  const webDir = path.join(root, "web");
  const fromFiles = readEnvFiles([".env", ".env.local", ".env.production", ".env.production.local"].map((file) => path.join(webDir, file)));
  const fromProcess = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VITE_"))) as Record<string, string>;
  return { ...fromFiles, ...fromProcess };
}

/** `--project <id>` (or `-P <id>`) from the command line. */
export function projectFromArgs(args: string[]): string {
  const index = args.findIndex((arg) => arg === "--project" || arg === "-P");
  return index >= 0 ? (args[index + 1] ?? "") : "";
}
