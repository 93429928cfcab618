// A route's own HTML document: index.html plus, as links in its head, what
// that route needs first, so the browser asks for all of it at once while it
// reads the page. Without them each request waits for the script before it
// to download and run: the entry, then the route's page chunk (the router
// imports it lazily), then the data the page fetches; on a phone's slow
// connection each wait is a round trip and a download (docs/benchmarks.md,
// issue 14). Each document is written next to index.html and served for its
// route by a Hosting rewrite (firebase.json).
import type { Plugin, Rolldown } from "vite";

export interface RouteDocument {
  /** The file written beside index.html, e.g. "buy-tickets.html". */
  fileName: string;
  /** The end of the page module's path, as the router imports it lazily. */
  pageModule: string;
  /** Same-origin URLs the page fetches as soon as it runs, preloaded with the page. */
  fetches?: string[];
}

type Chunk = Rolldown.OutputChunk;

/** `start` and every chunk it imports statically, by file name. */
function staticClosure(start: Chunk, chunks: Map<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

export function routeDocuments(routes: RouteDocument[]): Plugin {
  return {
    name: "bawwaba-route-documents",
    apply: "build",
    // After Vite has written index.html into the bundle, with the entry's own preloads.
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") this.error("index.html is not in the bundle");
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Chunk => file.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error("The bundle has no entry chunk");
      const withEntry = staticClosure(entry, chunks);

      for (const route of routes) {
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(route.pageModule));
        if (!page) this.error(`No chunk is the page ${route.pageModule}`);
        const pageFiles = [...staticClosure(page, chunks)].filter((fileName) => !withEntry.has(fileName));
        const links = [
          ...pageFiles.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
          // crossorigin: a fetch() is a CORS-mode request, and only a preload of the same mode is reused.
          ...(route.fetches ?? []).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
        ];
        const html = String(index.source).replace("</head>", `\n${links.map((link) => `    ${link}\n`).join("")}  </head>`);
        this.emitFile({ type: "asset", fileName: route.fileName, source: html });
      }
    },
  };
}
