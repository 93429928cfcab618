// What a phone downloads to show a route, read from the Vite manifest of a
// web build: the app's entry chunk plus the route's lazily loaded page chunk,
// each with the chunks they import statically (dynamic imports load later).
// Used by bench/bundle-size.mjs (the table) and tests/browser/bundleBudget.test.ts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The manifest keys of the routes' page modules. A page behind a shell
 * (deferredPage, web/src/components/lazyPage.tsx) is measured by its own
 * module, which the shell loads at once: its chunks plus the entry's.
 */
export const ROUTES = {
  "/ (landing)": "src/features/public/pages/LandingPage.tsx",
  "/login": "src/features/auth/pages/LoginPage.tsx",
  "/buy-tickets": "src/features/shop/pages/BuyTicketsPage.tsx",
  "/my-tickets": "src/features/shop/pages/MyTicketsPage.tsx",
  "/invoice": "src/features/invoices/pages/InvoicePage.tsx",
  "/youser-payment": "src/features/payments/pages/YousrCheckoutPage.tsx",
  "/create-event": "src/features/events/pages/CreateEventPage.tsx",
  "/generate-tickets": "src/features/sales/pages/SellTicketsPage.tsx",
  "/qr-scanner": "src/features/checkin/pages/QrScannerPage.tsx",
  "/admin-sales-editor": "src/features/sales/editor/pages/SalesEditorPage.tsx",
  "/dashboard": "src/features/dashboard/pages/DashboardPage.tsx",
  "/tickets-table": "src/features/tickets/pages/TicketsTablePage.tsx",
  "/staff": "src/features/staff/pages/StaffPage.tsx",
  "/settings": "src/features/settings/pages/SettingsPage.tsx",
  "/yousr-pay-test": "src/features/payments/pages/YousrPayTestPage.tsx",
};

/**
 * The English pages (under `/en`): each public route's files, and before it
 * draws the English catalogs of the sections those files hold
 * (readBuild's englishRouteFiles).
 */
export const ENGLISH_ROUTES = Object.fromEntries(
  ["/ (landing)", "/buy-tickets", "/my-tickets", "/invoice", "/youser-payment"].map((route) => [`/en${route === "/ (landing)" ? " (landing)" : route}`, ROUTES[route]]),
);

/** A section's compiled Arabic catalog, as a source map names it: the section is shown by the chunk. */
const ARABIC_CATALOG = /common\/src\/messages\/compiled\/ar\/(\w+)\.ts$/;
/** The manifest key of the module that loads the English catalogs, and of a section's English catalog. */
const ENGLISH_LOADER = "../common/src/messages/compiled/en/load.ts";
const englishCatalog = (section) => `../common/src/messages/compiled/en/${section}.ts`;

/** The build `npm test` and `npm start` make. */
export const DEFAULT_DIST = path.resolve(import.meta.dirname, "../web/dist");

/** Reads the build in `dist` (a directory with `.vite/manifest.json`). */
export function readBuild(dist = DEFAULT_DIST) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

  /** The chunk files `key` needs before it runs: itself and its static imports. */
  function staticClosure(key, files = new Set()) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, files);
    return files;
  }

  const entry = staticClosure("index.html");

  return {
    /** The app's entry chunk (index.html's module script). */
    entryFile: manifest["index.html"].file,
    /** The page chunk's own file (the lazily loaded page itself). */
    pageFile: (page) => {
      const chunk = manifest[page];
      if (!chunk) throw new Error(`Not in the manifest: ${page}`);
      return chunk.file;
    },
    /** Every JS file the route needs at first: the entry's closure and the page's. */
    routeFiles: (page) => staticClosure(page, new Set(entry)),
    /**
     * Every JS file the route needs at first on an English page: its Arabic
     * files, the loader of the English catalogs, and the English catalog of
     * each section those files show (web/src/lib/pageLanguage.ts loads them
     * before the page draws).
     */
    englishRouteFiles(page) {
      const files = staticClosure(page, new Set(entry));
      const sections = new Set();
      for (const source of this.sources(files)) {
        const [, section] = ARABIC_CATALOG.exec(source) ?? [];
        if (section) sections.add(section);
      }
      staticClosure(ENGLISH_LOADER, files);
      for (const section of sections) if (manifest[englishCatalog(section)]) staticClosure(englishCatalog(section), files);
      return files;
    },
    /** The source modules bundled into `files` (from their source maps; the bundler's tiny runtime has none), as paths. */
    sources: (files) => {
      const sources = new Set();
      for (const file of files) {
        const mapFile = path.join(dist, `${file}.map`);
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, "utf8"));
        for (const source of map.sources) sources.add(source);
      }
      return sources;
    },
    /** Bytes of `files`, as stored and gzipped (level 9, as a CDN serves them). */
    size: (files) => {
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const bytes = readFileSync(path.join(dist, file));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      return { raw, gzip };
    },
  };
}
