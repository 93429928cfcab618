// The web app's layers (README "Layout"), as bulletproof-react draws them:
// a feature imports no other feature, and the shared layers (lib,
// components, data, auth) import nothing from the app shell or a feature, so
// that a feature can be changed or removed without reading the others.
// Relative imports are resolved against the importing file, so `../../x`
// is judged by where it lands, not by how it is spelled.
import path from "node:path";

const WEB_SRC = path.resolve(import.meta.dirname, "../web/src");
const SHARED = new Set(["lib", "components", "data", "auth"]);

/** "app", "features/<name>", "lib", "components", "data", "auth", or undefined outside web/src's folders. */
function layerOf(file) {
  const parts = path.relative(WEB_SRC, file).split(path.sep);
  if (parts[0] === ".." || parts.length < 2) return undefined;
  return parts[0] === "features" ? `features/${parts[1]}` : parts[0];
}

/** Why `from` may not import `to`, or undefined when it may. */
export function layerViolation(from, to) {
  if (!from || !to || from === to) return undefined;
  if (from.startsWith("features/") && to.startsWith("features/")) return "a feature imports no other feature: move what both use to lib, components or data";
  if (to === "app" && (from.startsWith("features/") || SHARED.has(from))) return "only the app shell imports from app/";
  if (SHARED.has(from) && to.startsWith("features/")) return "shared code (lib, components, data, auth) imports no feature";
  return undefined;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keeps web/src's features apart and its shared layers free of features and the app shell" },
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
      const why = layerViolation(from, layerOf(target));
      if (why) context.report({ node: source, messageId: "crossLayer", data: { from, target: path.relative(WEB_SRC, target), why } });
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
