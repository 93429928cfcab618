// The Firestore emulator normally comes as a jar that firebase-tools downloads.
// Offline machines cannot download it, but Debian's
// `google-cloud-cli-firestore-emulator` package ships the same emulator as a
// jar without a Main-Class, so `java -jar` refuses it. We make a launcher jar
// that names the main class and puts the package's jar on the class path, and
// hand it to firebase-tools via FIRESTORE_EMULATOR_BINARY_PATH. The launcher
// also holds the emulator's listen-channel handler with its fix
// (firestore-emulator/FirestoreListenHandler.java: a closed browser channel
// gives up its listeners), compiled against the package's jar; without a
// compiler, or if the jar no longer fits it, the emulator runs unpatched.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

const DEBIAN_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
const LISTEN_HANDLER_SOURCE = path.join(import.meta.dirname, "firestore-emulator", "FirestoreListenHandler.java");

/** The patch compiled into `classesDir`, or false (with the reason printed) when it cannot be. */
function compileListenHandler(classesDir) {
  try {
    // -proc:none: the emulator jar names annotation processors it does not ship.
    execFileSync("javac", ["-proc:none", "--release", "11", "-cp", DEBIAN_JAR, "-d", classesDir, LISTEN_HANDLER_SOURCE], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return true;
  } catch (error) {
    console.warn(`! The Firestore emulator runs without its listen-channel fix: ${String(error.stderr ?? error.message).trim()}`);
    return false;
  }
}

/**
 * Returns the environment firebase-tools needs to start the Firestore emulator
 * here: unchanged when a binary path is already set or no Debian jar exists
 * (firebase-tools then downloads its own), otherwise pointing at our launcher.
 */
export function firestoreEmulatorEnv(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(DEBIAN_JAR)) return {};
  const cacheDir = path.join(repoRoot, ".cache");
  // A new launcher whenever the patch or the package's jar changes.
  const jar = statSync(DEBIAN_JAR);
  const version = createHash("sha256")
    .update(readFileSync(LISTEN_HANDLER_SOURCE))
    .update(`${jar.size}:${jar.mtimeMs}`)
    .digest("hex")
    .slice(0, 12);
  const launcher = path.join(cacheDir, `firestore-emulator-launcher-${version}.jar`);
  if (!existsSync(launcher)) {
    mkdirSync(cacheDir, { recursive: true });
    const workDir = mkdtempSync(path.join(cacheDir, "firestore-launcher-"));
    const manifest = path.join(workDir, "manifest");
    const classesDir = path.join(workDir, "classes");
    // Class-Path entries are URLs relative to the launcher, an absolute
    // file: URL is the simplest form that works from any directory. The
    // launcher's own classes come first on the class path.
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${DEBIAN_JAR}\n`);
    const classes = compileListenHandler(classesDir) ? ["-C", classesDir, "."] : [];
    execFileSync("jar", ["--create", "--file", launcher, "--manifest", manifest, ...classes]);
    rmSync(workDir, { recursive: true, force: true });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}
