// Keeps what the shop's page needs from MUI and Emotion in one chunk, and the
// public messages (arPublic) in another, whatever the other pages load.
// Left to itself, the bundler gives the modules that several pages share one
// chunk per exact set of pages using them: each page or view loaded on demand
// (a staff dialog) that used some of the shop's modules cut the shop's shared
// chunks into smaller ones, each one more file to fetch, with its own imports
// and its own compression (docs/benchmarks.md: the shop went from 34 to 40
// files and over its budget when four dialogs became chunks). Staff pages use
// nearly all of both chunks, and download fewer files too.
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]
>[number];
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const SHOP_PAGE = fileURLToPath(new URL("../src/features/shop/pages/BuyTicketsPage.tsx", import.meta.url));
const PUBLIC_MESSAGES = fileURLToPath(new URL("../../common/src/messages/publicMessages.ts", import.meta.url));

/** Every module `root` imports statically, directly or not, and itself. */
function staticClosure(root: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * One chunk of the modules `root` imports that pass `keep`. `keep` must
 * leave out what `root` reaches only through a barrel it uses a little of
 * (the closure counts every module a barrel re-exports, e.g. all of
 * `@bawwaba/common` and zod behind it).
 */
function closureGroup(name: string, root: string, keep: (id: string) => boolean): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    // Only the modules chosen here: their own imports stay where they were.
    includeDependenciesRecursively: false,
    name: (id, graph) => {
      members ??= new Set([...staticClosure(root, graph)].filter(keep));
      return members.has(id) ? name : null;
    },
  };
}

export const shopChunkGroups: CodeSplittingGroup[] = [
  closureGroup("shop-ui", SHOP_PAGE, (id) => /\/node_modules\/@(mui|emotion)\//.test(id)),
  closureGroup("public-messages", PUBLIC_MESSAGES, () => true),
];
