// Three test projects: `unit` needs nothing running; `rules` (security rules,
// on a Firestore project of their own) and `emulator` (functions, browser, on
// the app's project) run at the same time inside one `firebase
// emulators:exec`, started by scripts/test.mjs (scripts/lib/emulatorTests.mjs),
// so every emulator test shares one emulator start.
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The order of the `emulator` project's files: functions, then the check
// that a page left behind stops listening, then the tickets table on its
// seeded data set, then the other browser tests and the emulator's own
// checks (tests/emulator/, on a project of their own). The emulator re-runs the
// queries of every page listening whenever a write touches what they read,
// so the write-heavy tests go first, before any browser file's pages. Pages
// other files leave can still be listeners until their channel overflows
// (a browser closed with pages open never told the emulator, closeBrowser in
// tests/support/browser.ts now closes them first; in one run pages the roles
// file had left still overflowed, why is not pinned down), so the
// listen-channel check runs before any other browser file. (Until 2026-11-25
// every page ever closed or left stayed a listener: a full run ended with
// 1.47 million failed sends to such pages; see
// scripts/lib/firestore-emulator/.) Each browser test file starts from the
// demo data alone, so the table's tickets are gone after the table's file.
const STAGES = ["/tests/functions/", "/tests/browser/listenChannels.test.ts", "/tests/browser/ticketsTable.test.ts"];
function stage(file: TestSpecification): number {
  const first = STAGES.findIndex((part) => file.moduleId.includes(part));
  return first === -1 ? STAGES.length : first;
}

class EmulatorOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: within a stage, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => stage(a) - stage(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: EmulatorOrder },
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
        },
      },
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          environment: "node",
          // The files share one Firestore project and clear it between tests.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "emulator",
          include: ["tests/functions/**/*.test.ts", "tests/emulator/**/*.test.ts", "tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/globalSetup.ts"],
          setupFiles: ["tests/support/failedTestPages.ts"],
          // Files share the emulators and clear data between them.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on a condition and returns once it holds; Vitest's
          // 1 s default was sized for a fast host: on a host of this kind at
          // half the speed, polls on a page's answer (a field marked invalid
          // after its check loaded) ran out before the page answered.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
