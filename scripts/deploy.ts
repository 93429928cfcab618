// `npm run deploy -- --project <id> [firebase deploy options]`: the preflight,
// the production web build, then `firebase deploy` (rules, indexes, functions,
// hosting). docs/deploy.md says what to set up first.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deployConfig, type FirebaseJson } from "./lib/csp";
import { projectFromArgs, webBuildEnv } from "./deploy/preflight";
import { preflight } from "./preflight";

const repoRoot = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const projectId = projectFromArgs(args);
// Beside firebase.json, so that its paths (web/dist, functions, rules) mean the same (.gitignore).
const DEPLOY_CONFIG = "firebase.deploy.json";

function run(command: string, commandArgs: string[]): number {
  return spawnSync(command, commandArgs, { cwd: repoRoot, stdio: "inherit" }).status ?? 1;
}

function step(command: string, commandArgs: string[]): void {
  const status = run(command, commandArgs);
  if (status !== 0) process.exit(status);
}

async function main(): Promise<void> {
  if (args.some((arg) => arg === "--config" || arg === "-c" || arg.startsWith("--config="))) {
    console.error("✖ --config: the deployment writes its own Hosting config (production's Content-Security-Policy).");
    process.exit(1);
  }
  if (!(await preflight(projectId))) process.exit(1);
  // Vite reads web/.env.production (and the VITE_* environment) in production mode.
  step("npm", ["run", "build", "--workspace", "@bawwaba/web"]);
  // firebase.json holds the emulator's Content-Security-Policy (the emulators'
  // ports, which in production would be the visitor's own machine); the
  // deployment gets production's, for this project and this build
  // (scripts/lib/csp.ts, docs/security.md "Exports and deployment").
  const firebaseJson = JSON.parse(readFileSync(path.join(repoRoot, "firebase.json"), "utf8")) as FirebaseJson;
  const analytics = Boolean(webBuildEnv(repoRoot).VITE_FIREBASE_MEASUREMENT_ID);
  const configPath = path.join(repoRoot, DEPLOY_CONFIG);
  writeFileSync(configPath, `${JSON.stringify(deployConfig(firebaseJson, { projectId, analytics }), null, 2)}\n`);
  let status: number;
  try {
    status = run(path.join(repoRoot, "node_modules", ".bin", "firebase"), ["deploy", "--config", DEPLOY_CONFIG, ...args]);
  } finally {
    rmSync(configPath, { force: true });
  }
  process.exit(status);
}

void main();
