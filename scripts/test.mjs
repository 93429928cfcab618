// `npm test`: install what is missing, then every test: type check, lint,
// unit tests, and, inside ONE start of the emulators, the security rules,
// functions and browser tests. Ends with "N passed, N failed".
// `npm test -- <file filters…>` runs only the unit and emulator test files
// matching the filters (no type check or lint): the quick loop while working.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildForEmulators, EMULATORS, emulatorEnv, firebaseBin, PROJECT_ID } from "./lib/emulators.mjs";
import { ensureChromium, ensureEmulatorPrerequisites, ensureFfmpeg, ensureNpmPackages } from "./lib/install.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { runLanes } from "./lib/lanes.mjs";
import { phaseTimer } from "./lib/phaseTimer.mjs";
import { run } from "./lib/run.mjs";
import { EMULATOR_LANES, resultsDir, vitestArgs, vitestBin } from "./lib/vitest.mjs";

const bin = (name) => path.join(repoRoot, "node_modules", ".bin", name);
const TYPECHECK_PROJECTS = ["common", "functions", "web", "tests"];

const fileFilters = process.argv.slice(2);

/** Sums the lanes' JSON reports, counting a crashed lane as one failure. */
function summarize(lanes) {
  let passed = 0;
  let failed = 0;
  for (const lane of lanes) {
    const file = path.join(resultsDir, `${lane}.json`);
    if (!existsSync(file)) {
      failed += 1;
      continue;
    }
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.success ? 0 : report.numFailedTests === 0 ? 1 : 0);
  }
  return { passed, failed };
}

const { phase: step, print: printPhaseTimes } = phaseTimer();

async function main() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  let failure = null;
  try {
    await step("Installing what is missing", async () => {
      await ensureNpmPackages();
      await ensureEmulatorPrerequisites();
      await ensureChromium();
      await ensureFfmpeg();
    });
    if (fileFilters.length === 0) {
      // Each tsc and ESLint keep one core busy: side by side they take the
      // time of the longest rather than the sum.
      await step("Type check and lint", async () => {
        const exits = await runLanes([
          ...TYPECHECK_PROJECTS.map((project) => ({ name: `tsc ${project}`, command: bin("tsc"), args: ["-p", project] })),
          { name: "eslint", command: bin("eslint"), args: ["--max-warnings=0", "."] },
        ]);
        const failed = exits.filter((exit) => exit.code !== 0).map((exit) => exit.name);
        if (failed.length > 0) throw new Error(`${failed.join(", ")} failed (see above)`);
      });
    }
    await step("Unit tests", () => run(vitestBin, vitestArgs("unit", fileFilters)));
    await step("Build", buildForEmulators);
    await step("Security rules, functions and browser tests on the emulators", () =>
      run(
        firebaseBin,
        [
          "emulators:exec",
          "--project",
          PROJECT_ID,
          "--only",
          EMULATORS,
          ["node", path.join(repoRoot, "scripts", "lib", "emulatorTests.mjs"), ...fileFilters].map((arg) => JSON.stringify(arg)).join(" "),
        ],
        { env: { ...emulatorEnv(), CI: process.env.CI ?? "" } },
      ),
    );
  } catch (error) {
    failure = error;
  }
  printPhaseTimes();
  const { passed, failed } = summarize(["unit", ...EMULATOR_LANES]);
  if (failure) console.error(`\n✖ ${failure.message}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failure || failed > 0 ? 1 : 0);
}

main();
