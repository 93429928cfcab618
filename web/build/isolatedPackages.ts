// A separate copy of some packages for one part of the app: `import … from
// "isolated:<name>/<package>"` resolves the package as usual, but every
// module of node_modules reached from it becomes a module of its own
// (`…?isolated=<name>`), so the bundler never shares it with the rest of the
// app. Why: the shop's buyers sign in with Firebase Auth's phone sign-in
// (src/features/shop/buyer/buyerAuth.ts) and staff with its e-mail sign-in.
// One shared copy of @firebase/auth put the union of both (the phone
// sign-in and its reCAPTCHA) into the chunk every staff page downloads, and
// cut that chunk from Firestore's (a larger download for every staff route:
// docs/performance.md § The public pages load no Firebase SDK). Isolated, the
// buyer's chunk holds its own Firebase app
// and Auth (a registry of its own: nothing is registered twice), and the
// staff pages' Firebase is as before. The app's own modules stay shared.
// tests/browser/bundleBudget.test.ts checks both sides; src/isolated.d.ts
// gives the imports their types.
import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

const PREFIX = "isolated:";
const MARK = "?isolated=";

/** "isolated:buyer/firebase/auth" → { copy: "buyer", source: "firebase/auth" }. */
function parseIsolated(source: string): { copy: string; source: string } | null {
  if (!source.startsWith(PREFIX)) return null;
  const rest = source.slice(PREFIX.length);
  const slash = rest.indexOf("/");
  return slash > 0 ? { copy: rest.slice(0, slash), source: rest.slice(slash + 1) } : null;
}

const withoutMark = (id: string) => (id.includes(MARK) ? id.slice(0, id.indexOf(MARK)) : id);

export function isolatedPackages(): Plugin {
  return {
    name: "bawwaba-isolated-packages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const asked = parseIsolated(source);
      const copy = asked?.copy ?? (importer?.includes(MARK) ? importer.slice(importer.indexOf(MARK) + MARK.length) : undefined);
      if (!copy) return null;
      const resolved = await this.resolve(asked?.source ?? source, importer && withoutMark(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes("/node_modules/")) return resolved;
      return { ...resolved, id: `${withoutMark(resolved.id)}${MARK}${copy}` };
    },
    load(id) {
      return id.includes(MARK) ? readFile(withoutMark(id), "utf8") : null;
    },
  };
}
