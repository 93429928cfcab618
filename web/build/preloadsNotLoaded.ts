// Vite lists, with each lazily loaded chunk, the files to preload beside it
// (`__vite__mapDeps`): every chunk it imports, directly or not, but the
// importer itself. The chunks the importer imports statically are among
// them, already loaded and run before the importer's code could ask for the
// lazy one, so each list names files for nothing, and the entry's lists (one
// per page of the route table) name the entry's own chunks over and over,
// in every route's first download (docs/performance.md § Chunk splitting).
// `build.modulePreload.resolveDependencies` leaves them out; the plugin keeps
// the finished bundle, which the function needs and is not given, from the
// `generateBundle` hook that runs before Vite's own (enforce: "pre").
import type { Plugin, Rolldown } from "vite";

type ResolveDependencies = (fileName: string, deps: string[], context: { hostId: string; hostType: "html" | "js" }) => string[];

/** The chunk files `fileName` imports statically, directly or not, and itself. */
function loadedWith(fileName: string, bundle: Rolldown.OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== "chunk") return;
    loaded.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return loaded;
}

export function preloadsNotLoaded(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: "bawwaba-preloads-not-loaded",
      apply: "build",
      enforce: "pre",
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    // An HTML page's list is its entry's own imports, none loaded yet: kept whole.
    resolveDependencies: (_fileName, deps, { hostId, hostType }) => {
      if (hostType !== "js" || !bundle) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) closures.set(hostId, (loaded = loadedWith(hostId, bundle)));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
