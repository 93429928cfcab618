// The Firestore emulator normally comes as a jar that firebase-tools downloads.
// Offline machines cannot download it, but Debian's
// `google-cloud-cli-firestore-emulator` package ships the same emulator as a
// jar without a Main-Class, so `java -jar` refuses it. We make a launcher jar
// that names the main class and puts the package's jar on the class path, and
// hand it to firebase-tools via FIRESTORE_EMULATOR_BINARY_PATH. The launcher
// also holds two fixed classes of the emulator, ahead of the package's jar
// (firestore-emulator/): a closed browser channel gives up its listeners
// (FirestoreListenHandler.java), and a long-poll response lost on the way is
// sent again in full (BackChannelPatch.java). Either one that cannot be made
// (no compiler, or a jar it no longer fits) is left out with a warning, and
// the emulator runs without that fix.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

const DEBIAN_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
const PATCHES_DIR = path.join(import.meta.dirname, "firestore-emulator");
const LISTEN_HANDLER_SOURCE = path.join(PATCHES_DIR, "FirestoreListenHandler.java");
const BACK_CHANNEL_PATCH_SOURCE = path.join(PATCHES_DIR, "BackChannelPatch.java");

/** Each fix: what it is, and the command that writes its class files into a directory. */
const FIXES = [
  {
    name: "listen-channel fix",
    // -proc:none: the emulator jar names annotation processors it does not ship.
    command: (classesDir) => ["javac", ["-proc:none", "--release", "11", "-cp", DEBIAN_JAR, "-d", classesDir, LISTEN_HANDLER_SOURCE]],
  },
  {
    name: "long-poll resend fix",
    // Run from source; it rewrites the class with the JDK's own copy of ASM.
    command: (classesDir) => [
      "java",
      ["--add-exports", "java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED", BACK_CHANNEL_PATCH_SOURCE, DEBIAN_JAR, classesDir],
    ],
  },
];

/** Writes each fix that can be made into `classesDir`; a fix that cannot is named with the reason. */
function buildFixes(classesDir) {
  for (const fix of FIXES) {
    const [program, args] = fix.command(classesDir);
    try {
      execFileSync(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      console.warn(`! The Firestore emulator runs without its ${fix.name}: ${String(error.stderr ?? error.message).trim()}`);
    }
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
  // A new launcher whenever a fix or the package's jar changes.
  const jar = statSync(DEBIAN_JAR);
  const version = createHash("sha256")
    .update(readFileSync(LISTEN_HANDLER_SOURCE))
    .update(readFileSync(BACK_CHANNEL_PATCH_SOURCE))
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
    mkdirSync(classesDir);
    buildFixes(classesDir);
    execFileSync("jar", ["--create", "--file", launcher, "--manifest", manifest, "-C", classesDir, "."]);
    rmSync(workDir, { recursive: true, force: true });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}
