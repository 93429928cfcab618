// A route's own HTML document: index.html plus, as links in its head, what
// that route needs first, so the browser asks for all of it at once while it
// reads the page. Without them each request waits for the script before it
// to download and run: the entry, then the route's page chunk (the router
// imports it lazily), then the data the page fetches; on a phone's slow
// connection each wait is a round trip and a download (docs/benchmarks.md,
// issue 14). A route may also have its first view rendered into the
// document's root at build time (web/src/prerender.tsx), so that the page
// shows before any of its JavaScript has arrived; its modules are then asked
// for by a small starter script once that view is painted (startAfterPaint),
// and only the data stays among the head's links. Each document is written
// next to index.html and served for its route by a Hosting rewrite
// (firebase.json).
import react from "@vitejs/plugin-react";
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import { PRERENDERED_ATTRIBUTE } from "../src/app/prerenderedRoot";

export interface RouteDocument {
  /** The file written beside index.html, e.g. "buy-tickets.html". */
  fileName: string;
  /** The end of the page module's path, as the router imports it lazily. */
  pageModule: string;
  /** Same-origin URLs the page fetches as soon as it runs, preloaded with the page. */
  fetches?: string[];
  /** The route's path, to render its first view into the document at build time. */
  prerender?: string;
  /**
   * For a prerendered route: a view the page opens on when its URL has this
   * search parameter, and the module it loads lazily for it (e.g. an
   * event's checkout on `?event=`). The starter asks for that module's
   * chunks with the page's, rather than the page asking only once it runs.
   */
  lazyView?: { searchParam: string; module: string };
}

/**
 * Preload links the starter adds in one task (see startAfterPaint): in
 * Lighthouse's traces each took 2 to 3 ms of a desktop's time, and six in a
 * task made tasks of 10 to 20 ms, long ones at its phone's 4x slowdown.
 */
const PRELOAD_LINKS_PER_TASK = 2;

/**
 * For a prerendered document, the script that starts the app instead of the
 * entry's own <script>: it waits until the browser has painted the HTML.
 * Otherwise a browser that has the app's code at hand (from its cache, or
 * over a fast link) runs all of it, seconds on a slow phone, before it draws
 * the page it was already sent. The app's modules are asked for then too,
 * by preload links (`modulePaths`: the entry and everything the page imports
 * statically, so the browser need not wait for one module to find the next):
 * until the page is on screen, the phone's link carries only what draws it,
 * the HTML, its styles and fonts, and the catalogue the list needs next.
 * A browser takes a few milliseconds over each preload link it is given,
 * more on a slow phone, so they go in two at a time, not as one long task
 * that would hold the page (Total Blocking Time, docs/benchmarks.md).
 * The entry's chunks then run one at a time (`evaluationOrder`: each after
 * those it imports, the entry last), each in its own task: imported at once,
 * the browser would run them all, React DOM, MUI and the app's shell, in one
 * task of a hundred milliseconds and more on a slow phone, which a tap on
 * the painted page would wait behind.
 */
function startAfterPaint(
  evaluationOrder: string[],
  modulePaths: string[],
  lazyView?: { searchParam: string; paths: string[] },
): string {
  return [
    "// Starts the app once the prerendered page is on screen (web/vitePlugins/routeDocuments.ts).",
    `const modulePaths = ${JSON.stringify(modulePaths)};`,
    ...(lazyView
      ? [
          `if (new URLSearchParams(location.search).has(${JSON.stringify(lazyView.searchParam)})) {`,
          `  modulePaths.push(...${JSON.stringify(lazyView.paths)});`,
          "}",
        ]
      : []),
    `const evaluationOrder = ${JSON.stringify(evaluationOrder)};`,
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve));",
    "const preloadSome = () => {",
    `  for (const path of modulePaths.splice(0, ${PRELOAD_LINKS_PER_TASK})) {`,
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: path, crossOrigin: "" }));',
    "  }",
    "  if (modulePaths.length > 0) setTimeout(preloadSome);",
    "};",
    "const start = async () => {",
    "  preloadSome();",
    "  for (const path of evaluationOrder) {",
    "    await import(path);",
    "    await nextTask();",
    "  }",
    "};",
    "// A hidden tab paints nothing (and runs no animation frame): start at once.",
    'if (document.visibilityState === "hidden") void start();',
    "else requestAnimationFrame(() => setTimeout(start));",
    "",
  ].join("\n");
}

/** A page's first view as HTML, and the <style> elements of all its views for the head (web/src/prerender.tsx). */
interface PrerenderedPage {
  firstView: string;
  headStyles: string;
}

/** The module that renders a page to HTML (its `prerenderPage`). */
const PRERENDER_MODULE = "/src/prerender.tsx";
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Each path's first view as HTML, rendered by the app's own modules in Node
 * through a Vite server in SSR mode (the same sources and environment as the
 * build, without its plugins that write files).
 */
async function prerenderPages(config: ResolvedConfig, paths: string[]): Promise<Map<string, PrerenderedPage>> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    plugins: [react()],
    appType: "custom",
    logLevel: "warn",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerenderPage } = (await server.ssrLoadModule(PRERENDER_MODULE)) as {
      prerenderPage: (location: string) => Promise<PrerenderedPage>;
    };
    const pages = new Map<string, PrerenderedPage>();
    for (const path of paths) pages.set(path, await prerenderPage(path));
    return pages;
  } finally {
    await server.close();
  }
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

/** `entry`'s static closure in an order that runs each chunk after the chunks it imports: `entry` last. */
function evaluationOrder(entry: Chunk, chunks: Map<string, Chunk>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
    order.push(fileName);
  };
  visit(entry.fileName);
  return order;
}

/** The chunks of a lazily loaded module and what it imports statically, less those already preloaded. */
function lazyViewFiles(module: string, chunks: Map<string, Chunk>, preloaded: Set<string>): string[] {
  const view = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(module));
  return view ? [...staticClosure(view, chunks)].filter((fileName) => !preloaded.has(fileName)) : [];
}

export function routeDocuments(routes: RouteDocument[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bawwaba-route-documents",
    apply: "build",
    // After Vite has written index.html into the bundle, with the entry's own preloads.
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
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
      const prerendered = await prerenderPages(
        config,
        routes.flatMap((route) => (route.prerender ? [route.prerender] : [])),
      );

      for (const route of routes) {
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(route.pageModule));
        if (!page) this.error(`No chunk is the page ${route.pageModule}`);
        const pageFiles = [...staticClosure(page, chunks)].filter((fileName) => !withEntry.has(fileName));
        const links = [
          // A prerendered page's modules are its starter's to ask for, once the page is painted.
          ...(route.prerender ? [] : pageFiles).map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
          // crossorigin: a fetch() is a CORS-mode request, and only a preload of the same mode is reused.
          ...(route.fetches ?? []).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
        ];
        let html = String(index.source).replace("</head>", `\n${links.map((link) => `    ${link}\n`).join("")}  </head>`);
        if (route.prerender) {
          const entryScript = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
          if (!html.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT} to prerender into`);
          if (!html.includes(entryScript)) this.error(`index.html has no ${entryScript}`);
          // The entry first (staticClosure starts with it), then what it and the page import.
          const routeFiles = new Set([...withEntry, ...pageFiles]);
          const lazyView = route.lazyView && {
            searchParam: route.lazyView.searchParam,
            paths: lazyViewFiles(route.lazyView.module, chunks, routeFiles).map((fileName) => `/${fileName}`),
          };
          if (lazyView && lazyView.paths.length === 0) this.error(`No chunk is the lazy view ${route.lazyView!.module}`);
          const starter = this.emitFile({
            type: "asset",
            name: "startAfterPaint.js",
            source: startAfterPaint(
              evaluationOrder(entry, chunks).map((fileName) => `/${fileName}`),
              [...routeFiles].map((fileName) => `/${fileName}`),
              lazyView,
            ),
          });
          const { firstView, headStyles } = prerendered.get(route.prerender)!;
          html = html
            // Vite's own preloads of the entry's imports.
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
            .replace("</head>", () => `${headStyles}</head>`)
            .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route.prerender}">${firstView}</div>`)
            .replace(entryScript, () => `<script type="module" crossorigin src="/${this.getFileName(starter)}"></script>`);
        }
        this.emitFile({ type: "asset", fileName: route.fileName, source: html });
      }
    },
  };
}
