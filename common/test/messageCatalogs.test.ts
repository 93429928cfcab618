// The messages live in the catalogs, and only there (docs/product.md
// § Languages, dates and digits): the sections' modules hold no text and
// branch on no number by hand; every key they read is in the Arabic catalog;
// every other language's message is one Arabic has, with the same arguments;
// the compiled modules are what the catalogs give.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { compiledModules } from "../../scripts/messages.mjs";

const ROOT = join(import.meta.dirname, "../..");
const MESSAGES = join(ROOT, "common/src/messages");
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** A file's lines that are code, not comments. */
function codeLines(source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/, ""));
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function catalogIds(language: string): Map<string, string> {
  const ids = new Map<string, string>();
  const visit = (node: unknown, prefix: string) => {
    if (typeof node === "string") ids.set(prefix, node);
    // "holdLeft(minutes)" is the message "holdLeft" (i18n.ts).
    else for (const [key, value] of Object.entries(node as object)) visit(value, `${prefix}.${key.replace(/\(.*\)$/, "")}`);
  };
  for (const file of readdirSync(join(MESSAGES, "catalogs", language))) {
    visit(JSON.parse(readFileSync(join(MESSAGES, "catalogs", language, file), "utf8")), file.slice(0, -".json".length));
  }
  return ids;
}

const sectionModules = readdirSync(MESSAGES).filter((file) => file.endsWith(".ts") && file !== "i18n.ts" && file !== "ar.ts");

describe("message catalogs", () => {
  it("the sections' modules hold no text of their own: every word is in a catalog", () => {
    const withText = sectionModules.flatMap((file) =>
      codeLines(readFileSync(join(MESSAGES, file), "utf8"))
        .filter((line) => ARABIC_LETTER.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(withText).toEqual([]);
  });

  it("no code picks a plural form by hand: plurals are the catalogs' ICU, through CLDR's rules", () => {
    const sources = ["common/src", "web/src", "functions/src"].flatMap((dir) => filesUnder(join(ROOT, dir), /\.tsx?$/));
    const handWritten = sources.flatMap((file) =>
      codeLines(readFileSync(file, "utf8"))
        .filter((line) => /PluralRules|countOf\(|CountedNoun/.test(line))
        .map((line) => `${file.slice(ROOT.length + 1)}: ${line.trim()}`),
    );
    expect(handWritten).toEqual([]);
  });

  it("every key a section's module reads is in its Arabic catalog", () => {
    const arabic = catalogIds("ar");
    const missing = sectionModules.flatMap((file) => {
      const section = file.slice(0, -".ts".length);
      const source = readFileSync(join(MESSAGES, file), "utf8");
      return [...source.matchAll(/\bt(?:\.list)?\("([^"]+)"/g)]
        .map(([, key]) => `${section}.${key}`)
        .filter((id) => !arabic.has(id) && ![...arabic.keys()].some((known) => known.startsWith(`${id}.`)));
    });
    expect(missing).toEqual([]);
  });

  it("another language's messages are Arabic's, with the same arguments", () => {
    const arabic = catalogIds("ar");
    type Node = string | [string, string?, Record<string, Node[]>?];
    const names = (nodes: Node[]): string[] =>
      nodes.flatMap((node) => (typeof node === "string" ? [] : [node[0], ...Object.values(node[2] ?? {}).flatMap((branch) => (Array.isArray(branch) ? names(branch) : []))]));
    const argumentsOf = (message: string) => [...new Set(names(compileMessage(message) as Node[]))].sort();
    for (const language of readdirSync(join(MESSAGES, "catalogs")).filter((name) => name !== "ar")) {
      for (const [id, message] of catalogIds(language)) {
        expect(arabic.has(id), `${language}: ${id} is not an Arabic message`).toBe(true);
        expect(argumentsOf(message), `${language}: ${id}`).toEqual(argumentsOf(arabic.get(id)!));
      }
    }
  });

  it("the compiled modules are what the catalogs give (node scripts/messages.mjs)", () => {
    for (const [path, source] of compiledModules() as Map<string, string>) {
      expect(readFileSync(path, "utf8"), path).toBe(source);
    }
  });
});
