// CPU time spent by this process and by the Firestore emulator (a Java
// process found by its --port), so a bench on a shared 2-core machine can say
// what bounds it: CPU per operation, and the rate that would allow on cores
// of its own. Linux only (/proc).
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s. */
const TICKS_PER_SECOND = 100;

function firestoreEmulatorPid(): string | undefined {
  const port = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":").pop();
  return readdirSync("/proc").find((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      return args.some((arg) => arg.includes("firestore-emulator")) && args[args.indexOf("--port") + 1] === port;
    } catch {
      return false; // a process that ended meanwhile
    }
  });
}

function processCpuSeconds(pid: string): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop()!.trim().split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export interface CpuSample {
  bench: number;
  emulator: number;
}

export function cpuSample(): CpuSample {
  const pid = firestoreEmulatorPid();
  const usage = process.cpuUsage();
  return { bench: (usage.user + usage.system) / 1e6, emulator: pid ? processCpuSeconds(pid) : Number.NaN };
}

/** CPU per operation between two samples, and the rate it allows on all this machine's cores. */
export function cpuPerOperation(before: CpuSample, after: CpuSample, operations: number): string {
  const bench = (after.bench - before.bench) / operations;
  const emulator = (after.emulator - before.emulator) / operations;
  const perMinute = (60 * cpus().length) / (bench + emulator);
  return (
    `CPU per operation ${((bench + emulator) * 1000).toFixed(1)} ms (services ${(bench * 1000).toFixed(1)}, ` +
    `emulator ${(emulator * 1000).toFixed(1)}) → at most ${Math.round(perMinute)}/min on ${cpus().length} cores of its own`
  );
}
