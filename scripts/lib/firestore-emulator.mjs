// The Firestore emulator normally comes as a jar that firebase-tools downloads.
// Offline machines cannot download it, but Debian's
// `google-cloud-cli-firestore-emulator` package ships the same emulator as a
// jar without a Main-Class, so `java -jar` refuses it. We make a manifest-only
// launcher jar that names the main class and puts the package's jar on the
// class path, and hand it to firebase-tools via FIRESTORE_EMULATOR_BINARY_PATH.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

const DEBIAN_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/**
 * Returns the environment firebase-tools needs to start the Firestore emulator
 * here: unchanged when a binary path is already set or no Debian jar exists
 * (firebase-tools then downloads its own), otherwise pointing at our launcher.
 */
export function firestoreEmulatorEnv(env = process.env) {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH || !existsSync(DEBIAN_JAR)) return {};
  const cacheDir = path.join(repoRoot, ".cache");
  const launcher = path.join(cacheDir, "firestore-emulator-launcher.jar");
  if (!existsSync(launcher)) {
    mkdirSync(cacheDir, { recursive: true });
    const manifest = path.join(cacheDir, "firestore-launcher.manifest");
    // Class-Path entries are URLs relative to the launcher, an absolute
    // file: URL is the simplest form that works from any directory.
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${DEBIAN_JAR}\n`);
    execFileSync("jar", ["--create", "--file", launcher, "--manifest", manifest]);
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}
