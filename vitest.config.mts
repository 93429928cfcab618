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
// (`TEST_SHUFFLE_SEED`, below, checks it). Functions files create their own
// events, accounts and tickets and never clear the emulators, so they run
// two at a time; those that need the emulators to themselves (`alone`,
// below) run after them, one at a time. A browser file starts by
// resetting the emulators to exactly the demo data (tests/support/demo.ts),
// which would pull data from under any file running beside it: browser files
// run one at a time, last (sequence.groupOrder).
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * `TEST_SHUFFLE_SEED=<n> npm test` runs each project's files in an order
 * shuffled by that seed, to show that no file depends on another having run
 * first. Set here for the whole run (Vitest's sequencer reads it there), not
 * on the command line: a command-line `--sequence` replaces every project's,
 * groupOrder included.
 */
const shuffleSeed = Number(process.env.TEST_SHUFFLE_SEED) || undefined;

/**
 * Functions files that need the emulators to themselves: one counts every
 * document of the app's project; two hold rushes (200 buyers, 50 sales at
 * once) whose every answer is checked, and beside other files' calls the
 * Functions emulator's workers ran out of time ("aborted", busy) for some.
 */
const ALONE = ["tests/functions/webhookFlood.test.ts", "tests/functions/shop.test.ts", "tests/functions/issueTickets.test.ts"];

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
    ...(shuffleSeed ? { sequence: { shuffle: { files: true, tests: false }, seed: shuffleSeed } } : {}),
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
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...emulatorProject,
          name: "alone",
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
