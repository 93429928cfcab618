// The emulator tests, run by `npm test` inside `firebase emulators:exec`:
//   node scripts/lib/emulatorTests.mjs [file filters…]
// Two lanes at once (scripts/lib/vitest.mjs): `rules` on Firestore projects
// of their own, `app` (functions, then browser) on the app's project.
// Exits with 1 when either fails.
import { runLanes } from "./lanes.mjs";
import { EMULATOR_LANES, vitestArgs, vitestBin } from "./vitest.mjs";

const fileFilters = process.argv.slice(2);
const exits = await runLanes(
  EMULATOR_LANES.map((lane) => ({ name: lane, command: vitestBin, args: vitestArgs(lane, fileFilters) })),
);
for (const exit of exits) console.log(`${exit.name}: ${exit.seconds.toFixed(1)} s, exit ${exit.code}`);
process.exit(exits.every((exit) => exit.code === 0) ? 0 : 1);
