// The web app's layers (README "Layout"), as bulletproof-react draws them:
// a feature imports no other feature, and the shared layers (lib,
// components, data, auth) import nothing from the app shell or a feature, so
// that a feature can be changed or removed without reading the others.
// The build machinery (web/build/ and vite.config.ts, web/build/README.md)
// runs in Node at build time: it reaches the app only through the modules
// the app keeps for it (BUILD_INTERFACE), and the app never imports it. The
// entry (main.tsx) starts the app shell. Relative imports are resolved
// against the importing file, so `../../x` is judged by where it lands, not
// by how it is spelled.
import path from "node:path";

const WEB = path.resolve(import.meta.dirname, "../web");
const SHARED = new Set(["lib", "components", "data", "auth"]);
/** The web/src modules the build may import: what it prerenders, and the attribute naming the prerendered path. */
const BUILD_INTERFACE = new Set(["src/app/prerendering.tsx", "src/app/prerenderedRoot.ts"]);

/**
 * "app", "features/<name>", "lib", "components", "data", "auth", "entry"
 * (a file directly in web/src), "build", "test", or undefined outside web/.
 */
function layerOf(file) {
  const parts = path.relative(WEB, file).split(path.sep);
  if (parts[0] === ".." || path.isAbsolute(parts[0])) return undefined;
  if (parts[0] === "build" || (parts.length === 1 && /^vite\.config(\.\w+)?$/.test(parts[0]))) return "build";
  if (parts[0] === "test") return "test";
  if (parts[0] !== "src") return undefined;
  if (parts.length === 2) return "entry";
  return parts[1] === "features" ? `features/${parts[2]}` : parts[1];
}

/** web/src's module at `file` as BUILD_INTERFACE names it (its extension as written, or .ts/.tsx when left out). */
function isBuildInterface(file) {
  const relative = path.relative(WEB, file).split(path.sep).join("/");
  return BUILD_INTERFACE.has(relative) || BUILD_INTERFACE.has(`${relative}.ts`) || BUILD_INTERFACE.has(`${relative}.tsx`);
}

/** Why `from` may not import `to` (the file `target`), or undefined when it may. */
export function layerViolation(from, to, target) {
  if (!from || !to || from === to || from === "test") return undefined;
  if (to === "build") return "the app never imports the build machinery";
  if (from === "build") return isBuildInterface(target) ? undefined : "the build reaches the app only through src/app/prerendering.tsx and src/app/prerenderedRoot.ts";
  if (to === "test") return "only tests import from test/";
  if (from === "entry" && to.startsWith("features/")) return "the entry starts the app shell: features are the shell's to import";
  if (from.startsWith("features/") && to.startsWith("features/")) return "a feature imports no other feature: move what both use to lib, components or data";
  if (to === "app" && (from.startsWith("features/") || SHARED.has(from))) return "only the app shell imports from app/";
  if (SHARED.has(from) && to.startsWith("features/")) return "shared code (lib, components, data, auth) imports no feature";
  return undefined;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps web/src's features apart, its shared layers free of features and the app shell, and the build machinery at arm's length" },
    schema: [],
    messages: { crossLayer: "{{from}} may not import {{target}}: {{why}}." },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = path.resolve(path.dirname(file), source.value);
      const why = layerViolation(from, layerOf(target), target);
      if (why) context.report({ node: source, messageId: "crossLayer", data: { from, target: path.relative(WEB, target), why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { "web-layers": rule } };
