// `npm run preflight -- --project <id>`: the deploy checks alone (docs/deploy.md).
import path from "node:path";
import { gatherDeployFacts, preflightProblems, preflightWarnings, projectFromArgs } from "./deploy/preflight";

const repoRoot = path.resolve(import.meta.dirname, "..");

export async function preflight(projectId: string): Promise<boolean> {
  const facts = await gatherDeployFacts(repoRoot, projectId);
  // Warnings do not stop the deployment: the settings are changed in the app, not here.
  for (const warning of preflightWarnings(facts)) console.warn(`⚠ ${warning}`);
  const problems = preflightProblems(facts);
  if (problems.length === 0) {
    console.log(`✔ Preflight passed for ${projectId}.`);
    return true;
  }
  console.error(`✖ Not deploying to "${projectId || "(no project)"}":`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return false;
}

if (path.resolve(process.argv[1] ?? "") === path.resolve(repoRoot, "scripts/preflight.ts")) {
  void preflight(projectFromArgs(process.argv.slice(2))).then((passed) => process.exit(passed ? 0 : 1));
}
