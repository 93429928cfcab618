// The test projects. In every one a test must assert something itself
// (requireAssertions): one whose checks all sit in a helper that throws
// passes without proving anything it names. `unit` needs nothing running. Inside one `firebase
// emulators:exec` (scripts/test.mjs, scripts/lib/emulatorTests.mjs) two lanes
// run at the same time: `rules` (security rules, on Firestore projects of
// their own) and the app's lane, `functions`, `alone`, then `browser` (on the
// app's project, where its functions' triggers and hosting are).
//
// No file depends on another having run: each creates what it needs (see
// docs/performance.md § Test suite time), so files run in any order
// (`--sequence.shuffle.files` checks it). Functions files create their own
// events, accounts and tickets and never clear the emulators, so they run
// side by side; the one that counts every document of the project
// (`alone`) runs after them with nothing beside it. A browser file starts by
// resetting the emulators to exactly the demo data (tests/support/demo.ts),
// which would pull data from under any file running beside it: browser files
// run one at a time, last (sequence.groupOrder).
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * `TEST_SHUFFLE_SEED=<n> npm test` runs each project's files in an order
 * shuffled by that seed, to show that no file depends on another having run
 * first. Set here, not on the command line: a command-line `--sequence`
 * replaces every project's, groupOrder included.
 */
const shuffleSeed = Number(process.env.TEST_SHUFFLE_SEED) || undefined;
const sequence = (groupOrder: number) => ({ groupOrder, ...(shuffleSeed ? { shuffle: { files: true, tests: false }, seed: shuffleSeed } : {}) });

/** Files that count every document of the app's project, so must have it to themselves. */
const ALONE = ["tests/functions/webhookFlood.test.ts"];

const emulatorProject: TestProjectInlineConfiguration["test"] = {
  environment: "node",
  globalSetup: ["tests/support/globalSetup.ts"],
  setupFiles: ["tests/support/failedTestPages.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll waits on a condition and returns once it holds; Vitest's
  // 1 s default was sized for a fast host: on a host of this kind at
  // half the speed, polls on a page's answer (a field marked invalid
  // after its check loaded) ran out before the page answered.
  expect: { requireAssertions: true, poll: { timeout: 20_000, interval: 100 } },
};
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "common/test/**/*.test.ts",
            "web/test/**/*.test.{ts,tsx}",
            "functions/test/unit/**/*.test.ts",
            "scripts/test/**/*.test.ts",
          ],
          environment: "node",
          expect: { requireAssertions: true },
        },
      },
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          // A project per worker (tests/rules/support.ts): each clears its
          // own between tests, so two files run side by side.
          maxWorkers: 2,
          expect: { requireAssertions: true },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...emulatorProject,
          name: "functions",
          include: ["tests/functions/**/*.test.ts", "tests/emulator/**/*.test.ts"],
          exclude: ALONE,
          // Mostly waiting on the emulators: three files at a time keep
          // both cores busy.
          maxWorkers: 3,
          sequence: sequence(0),
        },
      },
      {
        test: {
          ...emulatorProject,
          name: "alone",
          include: ALONE,
          sequence: sequence(1),
        },
      },
      {
        test: {
          ...emulatorProject,
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          // Each file resets the emulators to the demo data (see above).
          fileParallelism: false,
          // Room for several of a page's 45 s waits (tests/support/browser.ts)
          // on a slow host; a passing test returns as soon as its waits hold.
          testTimeout: 120_000,
          sequence: sequence(2),
        },
      },
    ],
  },
});
