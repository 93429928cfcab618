// "Installs what is missing": npm packages from the lock file, and on Debian
// the system packages the tests need. Uses only Node built-ins, because it
// runs before anything is installed.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";
import { commandExists, run } from "./run.mjs";

/** npm packages, installed exactly from package-lock.json when out of date. */
export async function ensureNpmPackages() {
  const lock = path.join(repoRoot, "package-lock.json");
  const installed = path.join(repoRoot, "node_modules", ".package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log("• Installing npm packages from package-lock.json…");
  await run("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** Installs Debian packages when a command is missing and we may (root + apt). */
async function ensureDebianPackage(command, packageName) {
  if (await commandExists(command)) return;
  const root = process.getuid?.() === 0;
  if (!root || !(await commandExists("apt-get"))) {
    throw new Error(`"${command}" is missing: install the ${packageName} package and run again.`);
  }
  console.log(`• Installing ${packageName} from Debian…`);
  await run("apt-get", ["update"]);
  await run("apt-get", ["install", "-y", "--no-install-recommends", packageName], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * The emulators need Java; offline machines run Debian's Firestore emulator
 * through a launcher jar made with the JDK's `jar` and `javac`
 * (firestore-emulator.mjs), so the JDK, which brings `java` too.
 */
export async function ensureEmulatorPrerequisites() {
  await ensureDebianPackage("javac", "openjdk-17-jdk-headless");
}

/** Browser tests drive Debian's Chromium (never a downloaded browser build). */
export async function ensureChromium() {
  await ensureDebianPackage("chromium", "chromium");
}

/** The scanner's browser test turns a QR code into a video for Chromium's fake camera. */
export async function ensureFfmpeg() {
  await ensureDebianPackage("ffmpeg", "ffmpeg");
}
