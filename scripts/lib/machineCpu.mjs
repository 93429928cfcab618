// How busy the machine's cores were over a stretch of time, from /proc/stat
// (Linux): `npm test` prints it beside each phase's time, which tells a
// phase bound by the CPU (near 100 %: running more at once cannot make it
// faster) from one that waits (timers, polling, the network).
import { readFileSync } from "node:fs";
import { cpus } from "node:os";

/** Busy and total jiffies of all cores so far, or null where /proc/stat is missing. */
export function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** "87 % of 2 cores" between two cpuTimes() readings, or "" when unknown. */
export function cpuBusySince(before, after = cpuTimes()) {
  if (!before || !after || after.total === before.total) return "";
  const share = (after.busy - before.busy) / (after.total - before.total);
  return `${Math.round(share * 100)} % of ${cpus().length} cores`;
}
