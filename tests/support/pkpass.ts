// Reading an Apple Wallet .pkpass back, for the wallet tests (unit and
// emulator): its files, the manifest's SHA-1 of each, and OpenSSL's verdict
// on the detached signature of the manifest (not the library that signed it).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";

/** The .pkpass's files by name. */
export function unzipPass(pkpass: Uint8Array): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(pkpass))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
}

/** The names of the files whose SHA-1 differs from what the manifest says, and of any it does not list or lists but lacks. */
export function manifestMismatches(pass: Record<string, Buffer>): string[] {
  const manifest = JSON.parse(pass["manifest.json"]!.toString("utf8")) as Record<string, string>;
  const contents = Object.keys(pass).filter((name) => name !== "manifest.json" && name !== "signature");
  return [
    ...contents.filter((name) => manifest[name] !== createHash("sha1").update(pass[name]!).digest("hex")),
    ...Object.keys(manifest).filter((name) => !contents.includes(name)),
  ];
}

/** Whether OpenSSL verifies `signature` as a detached CMS signature of `manifest` by a certificate that `caPem` issued. */
export function opensslVerifies(manifest: Buffer, signature: Buffer, caPem: string): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), "bawwaba-pkpass-"));
  try {
    writeFileSync(path.join(dir, "manifest.json"), manifest);
    writeFileSync(path.join(dir, "signature"), signature);
    writeFileSync(path.join(dir, "ca.pem"), caPem);
    // -purpose any: the pass certificate signs passes, not S/MIME mail.
    execFileSync(
      "openssl",
      ["cms", "-verify", "-binary", "-inform", "DER", "-in", "signature", "-content", "manifest.json", "-CAfile", "ca.pem", "-purpose", "any", "-out", "/dev/null"],
      { cwd: dir, stdio: "pipe" },
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
