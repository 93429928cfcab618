// Compiles the message catalogs (common/src/messages/catalogs/<language>/<section>.json,
// ICU MessageFormat) into the modules the code imports
// (common/src/messages/compiled/<language>/<section>.ts), with Lingui's own
// compiler, so that the pages carry Lingui's small runtime and no parser.
// `node scripts/messages.mjs` writes them; `--check` fails if any is not
// what the catalogs give (npm test runs it). docs/product.md § Languages, dates and digits.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const MESSAGES = fileURLToPath(new URL("../common/src/messages/", import.meta.url));
const CATALOGS = join(MESSAGES, "catalogs");
const COMPILED = join(MESSAGES, "compiled");

/** "a.b.c" → message, for every string leaf of a nested catalog. */
function flatten(catalog, prefix, out = {}) {
  for (const [key, value] of Object.entries(catalog)) {
    const id = `${prefix}.${key}`;
    if (typeof value === "string") out[id] = value;
    else flatten(value, id, out);
  }
  return out;
}

/** Every compiled module the catalogs give: path → source. */
export function compiledModules() {
  const modules = new Map();
  for (const language of readdirSync(CATALOGS).sort()) {
    const sections = readdirSync(join(CATALOGS, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.slice(0, -5))
      .sort();
    for (const section of sections) {
      const catalog = JSON.parse(readFileSync(join(CATALOGS, language, `${section}.json`), "utf8"));
      const compiled = {};
      for (const [id, message] of Object.entries(flatten(catalog, section))) {
        try {
          compiled[id] = compileMessage(message);
        } catch (error) {
          throw new Error(`catalogs/${language}/${section}.json: ${id}: ${error.message}`);
        }
      }
      modules.set(
        join(COMPILED, language, `${section}.ts`),
        `// Compiled from catalogs/${language}/${section}.json by scripts/messages.mjs: edit the catalog, not this file.\n` +
          `import type { Messages } from "@lingui/core";\n\n` +
          `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`,
      );
    }
    // A language other than Arabic loads its catalogs at once (loadLanguage): one module that registers them all.
    if (language !== "ar") {
      modules.set(
        join(COMPILED, language, "index.ts"),
        `// Every ${language} catalog, compiled by scripts/messages.mjs.\n` +
          `import { registerCatalog } from "../../i18n.js";\n` +
          sections.map((section, i) => `import { messages as m${i} } from "./${section}.js";\n`).join("") +
          `\nfor (const messages of [${sections.map((_, i) => `m${i}`).join(", ")}]) registerCatalog(${JSON.stringify(language)}, messages);\n`,
      );
    }
  }
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [path, source] of compiledModules()) {
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === source) continue;
    if (check) stale.push(path);
    else {
      mkdirSync(join(path, ".."), { recursive: true });
      writeFileSync(path, source);
    }
  }
  if (stale.length > 0) {
    console.error(`Compiled messages out of date (run node scripts/messages.mjs):\n${stale.join("\n")}`);
    process.exit(1);
  }
}
