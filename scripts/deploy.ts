// `npm run deploy -- --project <id> [firebase deploy options]`: the preflight,
// the production web build, then `firebase deploy` (rules, indexes, functions,
// hosting). docs/deploy.md says what to set up first.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { projectFromArgs } from "./deploy/preflight";
import { preflight } from "./preflight";

const repoRoot = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const projectId = projectFromArgs(args);

function step(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  if (!(await preflight(projectId))) process.exit(1);
  // Vite reads web/.env.production (and the VITE_* environment) in production mode.
  step("npm", ["run", "build", "--workspace", "@bawwaba/web"]);
  step(path.join(repoRoot, "node_modules", ".bin", "firebase"), ["deploy", ...args]);
}

void main();
