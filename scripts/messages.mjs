// Compiles the message catalogs (common/src/messages/catalogs/<language>/<section>.json,
// ICU MessageFormat) into the modules the code imports
// (common/src/messages/compiled/<language>/<section>.ts), with Lingui's own
// compiler, so that the pages carry Lingui's small runtime and no parser.
// An Arabic module holds its section's compiled catalog and the type of the
// object it builds (common/src/messages/i18n.ts `section`): a text is a
// string, "name(a, b)" a function of those arguments, typed by how the
// message uses them (a plural or a number: number; a select: string). Another
// language's modules hold its messages in the Arabic catalog's order, without
// ids (the section's module has them: words.ts), and one module registers
// them all.
// `node scripts/messages.mjs` writes them; the unit tests fail while any is
// not what the catalogs give. docs/product.md § Languages, dates and digits.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const MESSAGES = fileURLToPath(new URL("../common/src/messages/", import.meta.url));
const CATALOGS = join(MESSAGES, "catalogs");
const COMPILED = join(MESSAGES, "compiled");
const CALLED = /^(.+)\((.*)\)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A message compiled: a text with no argument stays a string (i18n.ts reads it as it is), anything else Lingui's form. */
function compile(message, where) {
  try {
    const compiled = compileMessage(message);
    return compiled.length === 1 && typeof compiled[0] === "string" ? compiled[0] : compiled;
  } catch (error) {
    throw new Error(`${where}: ${error.message}`, { cause: error });
  }
}

/** How a compiled message uses each argument: "number", "select" or "text". */
function argumentUses(nodes, uses = new Map()) {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    const [name, format, branches] = node;
    const use = format === "plural" || format === "selectordinal" || format === "number" ? "number" : format === "select" ? "select" : "text";
    const known = uses.get(name);
    uses.set(name, known === "number" || use === "number" ? "number" : known === "select" || use === "select" ? "select" : "text");
    for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) argumentUses(branch, uses);
  }
  return uses;
}

const TYPES = { number: "number", select: "string", text: "string | number" };
const property = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** A catalog group compiled (lists as objects keyed by position), and the TypeScript type of what it builds. */
function compileGroup(group, where, indent) {
  const compiled = {};
  const fields = [];
  for (const [key, value] of Object.entries(group)) {
    const at = `${where}.${key}`;
    const [, name = key, parameters] = CALLED.exec(key) ?? [];
    if (typeof value === "string") {
      const nodes = compile(value, at);
      compiled[key] = nodes;
      if (typeof nodes === "string" && parameters !== undefined) throw new Error(`${at}: a message with no argument has none in its key`);
      if (parameters === undefined) fields.push(`${indent}readonly ${property(name)}: string;`);
      else {
        const uses = argumentUses(typeof nodes === "string" ? [] : nodes);
        const names = parameters.split(",").map((parameter) => parameter.trim()).filter(Boolean);
        for (const used of uses.keys()) if (!names.includes(used)) throw new Error(`${at}: {${used}} is not among the key's arguments`);
        fields.push(`${indent}${property(name)}(${names.map((n) => `${n}: ${TYPES[uses.get(n) ?? "text"]}`).join(", ")}): string;`);
      }
    } else if (Array.isArray(value)) {
      const items = value.map((item, index) => compileGroup({ [index]: item }, at, `${indent}  `));
      compiled[key] = Object.assign({}, ...items.map(({ compiled: item }) => item));
      const itemType = listItemType(value, at, indent);
      fields.push(`${indent}readonly ${property(name)}: readonly ${itemType}[];`);
    } else {
      const inner = compileGroup(value, at, `${indent}  `);
      compiled[key] = inner.compiled;
      fields.push(`${indent}readonly ${property(name)}: {\n${inner.type}\n${indent}};`);
    }
  }
  return { compiled, type: fields.join("\n") };
}

/** The type of a list's items: strings, or objects whose keys some items lack are optional. */
function listItemType(items, where, indent) {
  if (items.every((item) => typeof item === "string")) return "string";
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const fields = keys.map((key) => {
    const sample = items.find((item) => key in item)[key];
    const optional = items.some((item) => !(key in item)) ? "?" : "";
    const type = typeof sample === "string" ? "string" : Array.isArray(sample) ? `readonly ${listItemType(sample, `${where}.${key}`, indent)}[]` : "never";
    return `${indent}  readonly ${property(key)}${optional}: ${type};`;
  });
  return `{\n${fields.join("\n")}\n${indent}}`;
}

/** id → compiled message, for every message of a catalog group ("orderPage.order.holdLeft"). */
function flatten(group, prefix, out = {}) {
  for (const [key, value] of Object.entries(group)) {
    const [, name = key] = CALLED.exec(key) ?? [];
    const id = `${prefix}.${name}`;
    if (typeof value === "string") out[id] = compile(value, id);
    else flatten(Array.isArray(value) ? Object.fromEntries(value.entries()) : value, id, out);
  }
  return out;
}

/**
 * A catalog's compiled messages in the order of the section's Arabic
 * catalog's, with no ids: the section's module has them (i18n.ts
 * `registerWords`), so a page in another language downloads its words only.
 * A message the language lacks is null (it reads in Arabic).
 */
function wordsInArabicOrder(catalog, section) {
  const messages = flatten(catalog, section);
  const arabicIds = Object.keys(flatten(JSON.parse(readFileSync(join(CATALOGS, "ar", `${section}.json`), "utf8")), section));
  const unknown = Object.keys(messages).filter((id) => !arabicIds.includes(id));
  if (unknown.length > 0) throw new Error(`${section}: not in the Arabic catalog: ${unknown.join(", ")}`);
  return arabicIds.map((id) => messages[id] ?? null);
}

/**
 * The sections every page shows (the app's entry holds them: the header's
 * and the footer's words, the language switch): another language's loader
 * (compiled/<language>/load.ts) carries their words itself.
 */
const ON_EVERY_PAGE = ["languageChoice", "publicMessages"];

const GENERATED = (language, section) => `// Compiled from catalogs/${language}/${section}.json by scripts/messages.mjs: edit the catalog, not this file.\n`;

/** Every compiled module the catalogs give: path → source. */
export function compiledModules() {
  const modules = new Map();
  for (const language of readdirSync(CATALOGS).sort()) {
    const sections = readdirSync(join(CATALOGS, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.slice(0, -".json".length))
      .sort();
    for (const section of sections) {
      const catalog = JSON.parse(readFileSync(join(CATALOGS, language, `${section}.json`), "utf8"));
      const path = join(COMPILED, language, `${section}.ts`);
      if (language === "ar") {
        const { compiled, type } = compileGroup(catalog, section, "  ");
        modules.set(
          path,
          GENERATED(language, section) +
            `import type { CompiledCatalog } from "../../i18n.js";\n\n` +
            `/** What the catalog builds (i18n.ts \`section\`). */\nexport interface Messages {\n${type}\n}\n\n` +
            `export const catalog: CompiledCatalog<Messages> = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`,
        );
      } else {
        modules.set(
          path,
          GENERATED(language, section) +
            `import type { Words } from "../../words.js";\n\n` +
            `/** The section's messages in the order of its Arabic catalog's (words.ts). */\n` +
            `export const words: Words = JSON.parse(${JSON.stringify(JSON.stringify(wordsInArabicOrder(catalog, section)))});\n`,
        );
      }
    }
    if (language !== "ar") {
      modules.set(
        join(COMPILED, language, "index.ts"),
        `// Every ${language} catalog, compiled by scripts/messages.mjs: importing this module registers them (i18n.ts).\n` +
          `import { registerWords } from "../../words.js";\n` +
          sections.map((section, i) => `import { catalog as a${i} } from "../ar/${section}.js";\nimport { words as w${i} } from "./${section}.js";\n`).join("") +
          `\n` +
          sections.map((section, i) => `registerWords(${JSON.stringify(language)}, ${JSON.stringify(section)}, w${i}, a${i});\n`).join(""),
      );
      modules.set(
        join(COMPILED, language, "load.ts"),
        `// Each ${language} catalog in a chunk of its own, compiled by scripts/messages.mjs: a page in ${language} loads those of the sections it shows (web/src/lib/pageLanguage.ts).\n` +
          `// Those of the sections every page shows come with this module itself: one download fewer before a page draws.\n` +
          `import { registerWords, type Words } from "../../words.js";\n` +
          sections.filter((section) => ON_EVERY_PAGE.includes(section)).map((section) => `import * as ${section} from "./${section}.js";\n`).join("") +
          `\nconst CATALOGS: Record<string, () => { words: Words } | Promise<{ words: Words }>> = {\n` +
          sections.map((section) => `  ${section}: () => ${ON_EVERY_PAGE.includes(section) ? section : `import("./${section}.js")`},\n`).join("") +
          `};\n\n` +
          `/** Loads and registers the ${language} catalogs of \`sections\` (a section without one is left to Arabic). */\n` +
          `export async function loadCatalogs(sections: readonly string[]): Promise<void> {\n` +
          `  const known = sections.filter((section) => section in CATALOGS);\n` +
          `  const loaded = await Promise.all(known.map((section) => CATALOGS[section]!()));\n` +
          `  known.forEach((section, i) => registerWords(${JSON.stringify(language)}, section, loaded[i]!.words));\n` +
          `}\n`,
      );
    }
  }
  return modules;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, source] of compiledModules()) {
    if (existsSync(path) && readFileSync(path, "utf8") === source) continue;
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, source);
  }
}
