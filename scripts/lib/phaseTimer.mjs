// The phases of `npm start` and `npm test`: each one's title as it begins,
// and at the end "Time by phase", with how busy the cores were during each
// (machineCpu.mjs), so that a slow run says where its time went. Node
// built-ins only: the first phase installs everything else.
import { cpuBusySince, cpuTimes } from "./machineCpu.mjs";

/** Runs phases one after another and keeps how long each took, a failed one too. */
export function phaseTimer() {
  const phases = [];
  return {
    /** Runs `action` as the phase `title`; resolves with what it returns. */
    async phase(title, action) {
      console.log(`\n━━ ${title}`);
      const started = performance.now();
      const cpuBefore = cpuTimes();
      try {
        return await action();
      } finally {
        phases.push({ title, seconds: (performance.now() - started) / 1000, cpuBusy: cpuBusySince(cpuBefore) });
      }
    },
    /** Prints the phases so far and their total. */
    print() {
      console.log(`\n${formatPhaseTimes(phases)}`);
    },
  };
}

/** "Time by phase:", a line per phase (seconds, and how busy the cores were when known), then the total. */
export function formatPhaseTimes(phases) {
  const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
  const width = Math.max("Total".length, ...phases.map(({ title }) => title.length));
  const line = (title, seconds, cpuBusy = "") =>
    `  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${cpuBusy ? `  (CPU ${cpuBusy})` : ""}`;
  return ["Time by phase:", ...phases.map(({ title, seconds, cpuBusy }) => line(title, seconds, cpuBusy)), line("Total", total)].join("\n");
}
