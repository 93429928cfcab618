// How `npm test` calls Vitest: one run per lane, each with a JSON report in
// .cache/test-results, summed at the end.
import path from "node:path";
import { repoRoot } from "./paths.mjs";

export const vitestBin = path.join(repoRoot, "node_modules", ".bin", "vitest");

/**
 * The lanes of tests and the Vitest projects each runs (vitest.config.mts).
 * `rules` and `app` run at the same time inside one emulator start
 * (emulatorTests.mjs); within `app`, the projects' groupOrder runs the
 * functions files, then the one that needs the project alone, then the
 * browser files (vitest.config.mts says why).
 */
export const LANES = { unit: ["unit"], rules: ["rules"], app: ["functions", "alone", "browser"] };
export const EMULATOR_LANES = ["rules", "app"];

export const resultsDir = path.join(repoRoot, ".cache", "test-results");

/** Arguments for `vitest run` of one lane; `fileFilters` narrow it to matching files. */
export function vitestArgs(lane, fileFilters) {
  const output = path.join(resultsDir, `${lane}.json`);
  const projects = LANES[lane].flatMap((project) => ["--project", project]);
  const selection = fileFilters.length > 0 ? ["--passWithNoTests", ...fileFilters] : [];
  return ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`, ...selection];
}
