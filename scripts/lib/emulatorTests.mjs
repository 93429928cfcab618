// The emulator tests, run by `npm test` inside `firebase emulators:exec`:
//   node scripts/lib/emulatorTests.mjs [file filters…]
// Two Vitest projects at once (vitest.config.ts): `rules` on its own
// Firestore project, `emulator` (functions, then browser) on the app's.
// Exits with 1 when either fails.
import { runLanes } from "./lanes.mjs";
import { EMULATOR_TEST_PROJECTS, vitestArgs, vitestBin } from "./vitest.mjs";

const fileFilters = process.argv.slice(2);
const exits = await runLanes(
  EMULATOR_TEST_PROJECTS.map((project) => ({ name: project, command: vitestBin, args: vitestArgs(project, fileFilters) })),
);
for (const exit of exits) console.log(`${exit.name}: ${exit.seconds.toFixed(1)} s, exit ${exit.code}`);
process.exit(exits.every((exit) => exit.code === 0) ? 0 : 1);
