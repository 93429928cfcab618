// `npm start`: install what is missing, build, start the Auth, Firestore,
// Functions and Hosting emulators with demo data, and print how to sign in,
// after the time each phase took (README "What the first start prints").
// Emulator data is kept in .emulator-data/ (git-ignored) across restarts.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureEmulatorPrerequisites, ensureNpmPackages } from "./lib/install.mjs";
import { buildForEmulators, EMULATORS, emulatorEnv, firebaseBin, HOSTING_URL, PROJECT_ID } from "./lib/emulators.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { phaseTimer } from "./lib/phaseTimer.mjs";
import { run } from "./lib/run.mjs";

const DATA_DIR = path.join(repoRoot, ".emulator-data");
const HUB_URL = "http://127.0.0.1:4400/emulators";

async function waitForEmulators(child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The emulators stopped while starting (see the log above).");
    try {
      const running = await (await fetch(HUB_URL)).json();
      if (EMULATORS.split(",").every((name) => running[name])) return;
    } catch {
      // The hub is not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The emulators did not start within 3 minutes.");
}

async function main() {
  const timer = phaseTimer();
  await timer.phase("npm packages", ensureNpmPackages);
  // Java, and the emulators' environment, which makes the Firestore
  // emulator's launcher on a first start (scripts/lib/firestore-emulator.mjs):
  // timed here rather than as the emulators' start.
  const env = await timer.phase("Emulator prerequisites", async () => {
    await ensureEmulatorPrerequisites();
    return emulatorEnv();
  });
  await timer.phase("Build", buildForEmulators);

  const importArgs = existsSync(path.join(DATA_DIR, "firebase-export-metadata.json")) ? ["--import", DATA_DIR] : [];
  await timer.phase("Starting the emulators", async () => {
    const emulators = spawn(
      firebaseBin,
      ["emulators:start", "--project", PROJECT_ID, "--only", EMULATORS, ...importArgs, "--export-on-exit", DATA_DIR],
      { cwd: repoRoot, stdio: "inherit", env },
    );
    // Ctrl-C reaches firebase-tools too (same process group); it exports the
    // data, then exits, and so do we.
    process.on("SIGINT", () => {});
    process.on("SIGTERM", () => emulators.kill("SIGINT"));
    emulators.on("exit", (code) => process.exit(code ?? 0));
    await waitForEmulators(emulators);
  });
  await timer.phase("Demo data", () =>
    run(path.join(repoRoot, "node_modules", ".bin", "tsx"), ["scripts/seed.ts"], {
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        GCLOUD_PROJECT: PROJECT_ID,
      },
    }),
  );
  timer.print();
  console.log(
    [
      `\n  ✔ Bawwaba is running at ${HOSTING_URL}`,
      // No SMS leaves the emulator: a buyer's one-time code is read here.
      `  Buyers' sign-in codes (no SMS is sent): http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
      "  Ctrl-C stops the emulators and keeps their data in .emulator-data/\n",
    ].join("\n"),
  );
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
