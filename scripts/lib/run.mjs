// Running commands from the orchestration scripts, with their output shown.
import { spawn } from "node:child_process";
import { repoRoot } from "./paths.mjs";

/** Runs a command to completion; rejects with its exit code on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}

export function commandExists(name) {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", `command -v ${name}`], { stdio: "ignore" });
    child.on("exit", (code) => resolve(code === 0));
  });
}
