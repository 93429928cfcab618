// How `npm test` calls Vitest: one JSON report per test project in
// .cache/test-results, summed at the end.
import path from "node:path";
import { repoRoot } from "./paths.mjs";

export const vitestBin = path.join(repoRoot, "node_modules", ".bin", "vitest");
/** The emulator tests' Vitest projects (vitest.config.ts), run at the same time by emulatorTests.mjs. */
export const EMULATOR_TEST_PROJECTS = ["rules", "emulator"];

export const resultsDir = path.join(repoRoot, ".cache", "test-results");

/** Arguments for `vitest run` of one project; `fileFilters` narrow it to matching files. */
export function vitestArgs(project, fileFilters) {
  const output = path.join(resultsDir, `${project}.json`);
  const selection = fileFilters.length > 0 ? ["--passWithNoTests", ...fileFilters] : [];
  return ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`, ...selection];
}
