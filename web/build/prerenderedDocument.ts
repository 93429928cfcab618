// A route's own HTML document, with its first view rendered into it at
// build time (web/build/prerender.tsx), so that the page shows before any of
// its JavaScript has arrived, and with, as links in its head, the data the
// page fetches first, so that the browser asks for it while it reads the
// page. Its modules are asked for by a small starter script once that view
// is painted (web/build/startAfterPaint.ts). Each document is a page of the
// build of its own (Vite's multi-page build), made from index.html without
// its root element and its script, written next to index.html and served
// for its route by a Hosting rewrite (firebase.json). See web/build/README.md
// for what this relies on in Vite and React.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build as bundle } from "rolldown";
import {
  createServer,
  isRunnableDevEnvironment,
  type HtmlTagDescriptor,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
} from "vite";
import { scriptJson } from "../../common/src/html.ts";
import { PRERENDERED_ATTRIBUTE } from "../src/app/prerenderedRoot.ts";
import type { PrerenderedPage } from "./prerender.tsx";
import type { StartPlan } from "./startAfterPaint.ts";

export interface PrerenderedDocument {
  /** The file written beside index.html, e.g. "buy-tickets.html". */
  fileName: string;
  /** The route's path, whose first view is rendered into the document. */
  path: string;
  /** The end of the page module's path, as the router imports it lazily. */
  pageModule: string;
  /** Same-origin URLs the page fetches as soon as it runs, preloaded with the HTML. */
  fetches: string[];
  /**
   * A view the page opens on when its URL has this search parameter, and the
   * module it loads lazily for it (e.g. an event's checkout on `?event=`).
   * The starter asks for that module's chunks with the page's, rather than
   * the page asking only once it runs.
   */
  lazyView?: { searchParam: string; module: string };
}

/** The module that renders a page to HTML (its `prerenderPage`), from the project's root. */
const PRERENDER_MODULE = "/build/prerender.tsx";
const STARTER_SOURCE = new URL("./startAfterPaint.ts", import.meta.url);
const STARTER_NAME = "startAfterPaint.js";
const START_PLAN_ELEMENT_ID = "start-plan";
/** See StartPlan.preloadLinksPerTask. */
const PRELOAD_LINKS_PER_TASK = 2;

/** index.html's root element and script, which a prerendered document replaces with its own. */
const INDEX_ROOT = '<div id="root"></div>';
const INDEX_SCRIPT = '<script type="module" src="/src/main.tsx"></script>';

/**
 * Each path's first view as HTML, rendered by the app's own modules in Node
 * through a Vite server's module runner (the same sources and environment
 * as the build, without its plugins).
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
    // Only the server-side module runner is used: no browser asks this
    // server for modules, so it neither looks for the browser's
    // dependencies to bundle (its scan would stop at the service worker's
    // virtual module, which only the build's own plugins provide) nor
    // watches files.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment runs no modules in this process");
    const { prerenderPage } = await ssr.runner.import<{ prerenderPage: (location: string) => Promise<PrerenderedPage> }>(PRERENDER_MODULE);
    const pages = new Map<string, PrerenderedPage>();
    for (const location of paths) pages.set(location, await prerenderPage(location));
    return pages;
  } finally {
    await server.close();
  }
}

type Chunk = Rolldown.OutputChunk;

/** `start` and every chunk it imports statically, by file name, `start` first. */
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

/** The chunk whose module is `module` (the end of its path). */
function chunkOf(module: string, chunks: Map<string, Chunk>): Chunk {
  const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`No chunk is the module ${module}`);
  return chunk;
}

/** The bundle's chunks by file name. */
function builtChunks(bundle: Rolldown.OutputBundle): Map<string, Chunk> {
  return new Map(
    Object.values(bundle)
      .filter((file): file is Chunk => file.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The app's entry: index.html's module script. */
const entryChunk = (chunks: Map<string, Chunk>) => chunkOf("/index.html", chunks);

/** The document's plan for the starter (startAfterPaint.ts), from the built chunks. */
function startPlan(document: PrerenderedDocument, chunks: Map<string, Chunk>, toUrl: (fileName: string) => string): StartPlan {
  const entry = entryChunk(chunks);
  // The entry first (staticClosure starts with it), then what it and the page import.
  const routeFiles = new Set([...staticClosure(entry, chunks), ...staticClosure(chunkOf(document.pageModule, chunks), chunks)]);
  const lazyView = document.lazyView && {
    searchParam: document.lazyView.searchParam,
    modulePaths: [...staticClosure(chunkOf(document.lazyView.module, chunks), chunks)].filter((file) => !routeFiles.has(file)).map(toUrl),
  };
  return {
    modulePaths: [...routeFiles].map(toUrl),
    evaluationOrder: evaluationOrder(entry, chunks).map(toUrl),
    ...(lazyView && { lazyView }),
    preloadLinksPerTask: PRELOAD_LINKS_PER_TASK,
  };
}

export function prerenderedDocuments(documents: PrerenderedDocument[]): Plugin {
  let config: ResolvedConfig;
  let prerendered: Promise<Map<string, PrerenderedPage>>;
  const byId = new Map<string, PrerenderedDocument>();
  return {
    name: "bawwaba-prerendered-documents",
    apply: "build",
    config(userConfig) {
      const root = path.resolve(userConfig.root ?? process.cwd());
      for (const document of documents) byId.set(path.join(root, document.fileName), document);
      // index.html stays the app's page for every other route.
      return { build: { rolldownOptions: { input: [path.join(root, "index.html"), ...byId.keys()] } } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // The render needs none of the bundle: it runs while the bundler works.
      prerendered = prerenderPages(
        config,
        documents.map((document) => document.path),
      );
      // Keeps a failed render from being reported unhandled before the document awaits it.
      prerendered.catch(() => {});
      // Bundled on its own, apart from the app's chunks: with the few pure
      // functions of common/ it shares with the app, and nothing else.
      const starter = await bundle({
        input: fileURLToPath(STARTER_SOURCE),
        write: false,
        transform: { define: { START_PLAN_ELEMENT_ID: JSON.stringify(START_PLAN_ELEMENT_ID) } },
        output: { format: "esm", minify: true },
      });
      this.emitFile({ type: "asset", name: STARTER_NAME, source: starter.output[0].code });
    },
    resolveId(id) {
      return byId.has(id) ? id : null;
    },
    async load(id) {
      if (!byId.has(id)) return null;
      const index = await readFile(path.join(config.root, "index.html"), "utf8");
      if (!index.includes(INDEX_ROOT) || !index.includes(INDEX_SCRIPT)) {
        throw new Error(`index.html has no ${INDEX_ROOT} or ${INDEX_SCRIPT} for ${byId.get(id)!.fileName} to replace`);
      }
      return index.replace(INDEX_ROOT, "").replace(INDEX_SCRIPT, "");
    },
    transformIndexHtml: {
      // After Vite has written the bundle's file names.
      order: "post",
      async handler(_html, { filename, bundle }) {
        const document = byId.get(filename);
        if (!document || !bundle) return;
        const toUrl = (fileName: string) => `${config.base}${fileName}`;
        const starter = Object.values(bundle).find((file) => file.type === "asset" && file.names.includes(STARTER_NAME));
        if (!starter) throw new Error(`The bundle has no ${STARTER_NAME}`);
        const { firstView, headStyles } = (await prerendered).get(document.path)!;
        const chunks = builtChunks(bundle);
        // Ahead of the styles, which are most of the head: on a slow link the
        // browser finds these links as the first bytes arrive.
        return [
          { tag: "script", attrs: { type: "module", crossorigin: true, src: toUrl(starter.fileName) }, injectTo: "head" },
          // index.html's stylesheets (the fonts' faces), which Vite links only for the document's own entry.
          ...[...staticClosure(entryChunk(chunks), chunks)].flatMap((fileName) =>
            [...(chunks.get(fileName)!.viteMetadata?.importedCss ?? [])].map(
              (css): HtmlTagDescriptor => ({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: toUrl(css) }, injectTo: "head" }),
            ),
          ),
          // crossorigin: a fetch() is a CORS-mode request, and only a preload of the same mode is reused.
          ...document.fetches.map(
            (url): HtmlTagDescriptor => ({ tag: "link", attrs: { rel: "preload", as: "fetch", crossorigin: true, href: url }, injectTo: "head" }),
          ),
          ...headStyles.map((style): HtmlTagDescriptor => ({ ...style, injectTo: "head" })),
          { tag: "div", attrs: { id: "root", [PRERENDERED_ATTRIBUTE]: document.path }, children: firstView, injectTo: "body-prepend" },
          {
            tag: "script",
            attrs: { type: "application/json", id: START_PLAN_ELEMENT_ID },
            children: scriptJson(startPlan(document, chunks, toUrl)),
            injectTo: "body",
          },
        ];
      },
    },
  };
}
