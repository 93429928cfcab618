// Runs commands at the same time, each line of their output prefixed with
// the lane's name, and waits for all of them: the type checks beside the
// linter (scripts/test.mjs), and the emulator tests' two lanes inside one
// emulator start: the security rules on projects of their own
// (tests/rules/support.ts), everything that needs the app's project (its
// functions' triggers, hosting and demo data) on the other, so the rules
// files never wait for the functions and browser files.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { repoRoot } from "./paths.mjs";

/**
 * @param {{ name: string, command: string, args: string[] }[]} lanes
 * @returns {Promise<{ name: string, code: number | null, seconds: number }[]>} every lane's exit, in the order given
 */
export function runLanes(lanes) {
  const width = Math.max(...lanes.map((lane) => lane.name.length));
  return Promise.all(
    lanes.map(
      (lane) =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const child = spawn(lane.command, lane.args, {
            cwd: repoRoot,
            stdio: ["ignore", "pipe", "pipe"],
            // Keep the colours a terminal would get.
            env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : (process.env.FORCE_COLOR ?? "0") },
          });
          const prefix = `[${lane.name.padEnd(width)}] `;
          for (const [stream, sink] of [
            [child.stdout, process.stdout],
            [child.stderr, process.stderr],
          ]) {
            createInterface({ input: stream }).on("line", (line) => sink.write(prefix + line + "\n"));
          }
          child.on("error", reject);
          child.on("close", (code) => resolve({ name: lane.name, code, seconds: (performance.now() - started) / 1000 }));
        }),
    ),
  );
}
