// Keeps what the shop's page needs from MUI and Emotion in three chunks
// (shopChunkGroups below), and the public messages (arPublic) in another,
// whatever the other pages load.
// Left to itself, the bundler gives the modules that several pages share one
// chunk per exact set of pages using them: each page or view loaded on demand
// (a staff dialog) that used some of the shop's modules cut the shop's shared
// chunks into smaller ones, each one more file to fetch, with its own imports
// and its own compression (the shop went over its budget when four dialogs
// became chunks: docs/performance.md § Chunk splitting). Staff pages use
// nearly all of these chunks, and download fewer files too.
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
 * One chunk of the modules that every one of `roots` imports, directly or
 * not, and that pass `keep`. `keep` must leave out what a root reaches only
 * through a barrel it uses a little of (the closure counts every module a
 * barrel re-exports, e.g. all of `@bawwaba/common` and zod behind it).
 */
function closureGroup(name: string, roots: string[], keep: (id: string) => boolean): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    // Only the modules chosen here: their own imports stay where they were.
    includeDependenciesRecursively: false,
    name: (id, graph) => {
      if (!members) {
        const [first, ...others] = roots.map((root) => staticClosure(root, graph));
        members = new Set([...first!].filter((member) => keep(member) && others.every((closure) => closure.has(member))));
      }
      return members.has(id) ? name : null;
    },
  };
}

const isMuiOrEmotion = (id: string) => /\/node_modules\/@(mui|emotion)\//.test(id);

/**
 * Emotion and MUI's styling engine (`@mui/system`: `styled`, `sx`, themes),
 * packages that never import `@mui/material`.
 */
const STYLING_ENGINE = /\/node_modules\/(@emotion\/|@mui\/(system|styled-engine|utils|private-theming)\/)/;

/** MUI's styles module: its themes, `styled`, and the default theme it makes as it loads. */
const MUI_STYLES = fileURLToPath(import.meta.resolve("@mui/material/styles"));

/**
 * The shop's MUI in three chunks, each of which the shop's starter runs in a
 * task of its own (as one chunk it made a long task at Lighthouse's 4x
 * slowdown: docs/performance.md § The shop prerendered and started after
 * paint): the styling engine,
 * MUI's styles module with what else it imports, then the components. A
 * chunk holds all it imports from MUI but the chunks before it, so none
 * imports a later one: a cycle of chunks would run one of them before what
 * it reads is defined (tests/browser/bundleBudget.test.ts).
 */
export const shopChunkGroups: CodeSplittingGroup[] = [
  closureGroup("shop-styling-engine", [SHOP_PAGE], (id) => STYLING_ENGINE.test(id)),
  closureGroup("shop-styles", [SHOP_PAGE, MUI_STYLES], isMuiOrEmotion),
  closureGroup("shop-ui", [SHOP_PAGE], isMuiOrEmotion),
  closureGroup("public-messages", [PUBLIC_MESSAGES], () => true),
];
