// The throughput figures of docs/performance.md (each run's in the month's
// log, docs/benchmarks/<yyyy>-<mm>.md), measured in one go on one emulator
// start: builds the app for the emulators, then runs each bench in turn and
// prints their output.
//   node bench/limits.mjs [service|app]
// Run it with nothing else on the machine: every figure depends on the two
// cores being free. The tickets table's bench clears the emulators, so it
// comes last.
import { buildForEmulators, emulatorEnv, EMULATORS, firebaseBin, PROJECT_ID } from "../scripts/lib/emulators.mjs";
import { run } from "../scripts/lib/run.mjs";

// The in-process rushes measure our services on the Firestore emulator alone
// (with the Functions emulator running, every write also goes to it to match
// triggers, which costs the rush a third of its rate on these two cores).
const SERVICE_BENCHES = ["npx tsx bench/service-rush.ts"];
const APP_BENCHES = [
  "BULK_TICKETS=50000 npx tsx bench/ticket-sales.ts bulk",
  "RUSH_CALLS=100 RUSH_CAPACITY=75 npx tsx bench/ticket-sales.ts rush",
  "npx tsx bench/checkin-throughput.ts",
  "npx tsx bench/tickets-table.ts",
];

/** Runs `benches` one after another in one emulator start of `emulators`; each is timed and run even when one before failed. */
async function runBenches(emulators, benches) {
  const script = benches
    .map((bench) => `echo "━━ ${bench}"; start=$(date +%s); ${bench} || failed=1; echo "━━ $(( $(date +%s) - start )) s"`)
    .join("; ");
  await run(firebaseBin, ["emulators:exec", "--project", PROJECT_ID, "--only", emulators, `sh -c '${script}; exit \${failed:-0}'`], {
    env: emulatorEnv(),
  });
}

await buildForEmulators();
const only = process.argv[2]; // "service" or "app": one of the two starts
let failed = false;
for (const [name, emulators, benches] of [
  ["service", "firestore", SERVICE_BENCHES],
  ["app", EMULATORS, APP_BENCHES],
]) {
  if (only && only !== name) continue;
  await runBenches(emulators, benches).catch((error) => {
    console.error(error.message);
    failed = true;
  });
}
process.exit(failed ? 1 : 0);
