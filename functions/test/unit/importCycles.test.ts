// No import cycle among functions/src's files (type-only imports included):
// the graph of relative imports, read from the sources with TypeScript's own
// preprocessor, has no strongly connected part of more than one file. The
// direction between domains is the lint rule bawwaba/functions-domains
// (eslint-rules/functionsDomains.mjs); this catches a cycle within a domain.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith(".ts") ? [full] : [];
  });
}

/** Each file (relative to functions/src) and the files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCE)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const imports = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => path.relative(SOURCE, path.resolve(path.dirname(file), name)).replace(/\.js$/, ".ts"));
    graph.set(path.relative(SOURCE, file), imports);
  }
  return graph;
}

/** The import cycles of `graph`: its strongly connected parts of more than one file, or a file importing itself (Tarjan). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || graph.get(file)!.includes(file)) cycles.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("functions/src's imports", () => {
  it("form no cycle", () => {
    expect(importCycles(importGraph())).toEqual([]);
  });

  it("are read: the graph knows the lifecycle's imports", () => {
    expect(importGraph().get(path.join("orders", "lifecycle.ts"))).toContain(path.join("tickets", "lifecycle.ts"));
  });

  it("the check finds a cycle where there is one", () => {
    const graph = new Map([
      ["orders/holds.ts", ["orders/lifecycle.ts"]],
      ["orders/lifecycle.ts", ["orders/holds.ts", "shared/https.ts"]],
      ["shared/https.ts", []],
      ["stats/self.ts", ["stats/self.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([["orders/holds.ts", "orders/lifecycle.ts"], ["stats/self.ts"]]);
  });
});
