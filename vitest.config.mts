// Two test projects: `unit` needs nothing running; `emulator` (security rules,
// functions, browser) runs once inside `firebase emulators:exec`, started by
// scripts/test.mjs, so every emulator test shares one emulator start.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["common/test/**/*.test.ts", "web/test/**/*.test.{ts,tsx}", "functions/test/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "emulator",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/globalSetup.ts"],
          // Files share the emulators and clear data between them.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
