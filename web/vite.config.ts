import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { CATALOGUE_PATH } from "../common/src/catalogue.ts";
import { SHOP_EVENT_PARAM, SHOP_PATH } from "../common/src/orderLink.ts";
import { arabicFontPreloads } from "./build/fontPreloads.ts";
import { isolatedPackages } from "./build/isolatedPackages.ts";
import { prerenderedDocuments } from "./build/prerenderedDocument.ts";
import { preloadsNotLoaded } from "./build/preloadsNotLoaded.ts";
import { servedShopBuild } from "./build/servedShopBuild.ts";
import { shopChunkGroups } from "./build/shopChunks.ts";

/** The theme's indigo (web/src/app/theme.ts, index.html's theme-color) and its page background. */
const THEME_COLOR = "#3f51b5";
const BACKGROUND_COLOR = "#f6f7fb";

const preloads = preloadsNotLoaded();

// The build machinery (web/build/README.md: what each piece relies on in
// Vite, Rolldown, MUI, Emotion and React, and which test shows a break).
export default defineConfig({
  plugins: [
    isolatedPackages(),
    preloads.plugin,
    react(),
    arabicFontPreloads(),
    // The shop, where most visitors land from a phone: its HTML shows the
    // shop as it opens and asks at once for the catalogue of events; once
    // painted, for the page's chunks, and on an event's link
    // (`?event=<id>`) for its checkout's chunks too.
    prerenderedDocuments([
      {
        fileName: "buy-tickets.html",
        path: SHOP_PATH,
        pageModule: "/features/shop/pages/BuyTicketsPage.tsx",
        fetches: [CATALOGUE_PATH],
        lazyView: { searchParam: SHOP_EVENT_PARAM, module: "/features/shop/components/EventCheckout.tsx" },
      },
    ]),
    // The same shop drawn with its events by the `shopPage` function
    // (functions/src/catalogue/shopPage/): its server bundle, from the document above.
    servedShopBuild(),
    // The gate must open with no network: a Workbox service worker precaches
    // the whole built app (shell, every page's chunks, the camera library,
    // the Cairo fonts; the verdict sounds are synthesised, no files) and
    // answers navigations with the cached index.html. It is registered from
    // the scanner page only (useServiceWorker), never in the shop's first JS.
    VitePWA({
      // A new version waits until the gate chooses to update: never a reload mid-scan.
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "بوّابة: ماسح التذاكر",
        short_name: "بوّابة",
        description: "مسح تذاكر الفعاليات عند البوابة، مع الاتصال ودونه",
        lang: "ar",
        dir: "rtl",
        start_url: "/qr-scanner",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,woff,woff2,svg,png,webmanifest}"],
        // The app's largest chunk (the camera library) is well under it; no file is left out silently.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: "/index.html",
        // Firebase's reserved URLs (/__/auth, /__/firebase) are the server's, not the app's.
        navigateFallbackDenylist: [/^\/__\//, /^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: {
    // Firestore's regular-expression engine for pipeline queries, which the
    // app never runs (web/src/lib/re2jsOmitted.ts), off every staff page
    // (docs/performance.md § Smaller dependencies).
    alias: [{ find: /^re2js$/, replacement: fileURLToPath(new URL("./src/lib/re2jsOmitted.ts", import.meta.url)) }],
  },
  build: {
    sourcemap: true,
    // bench/bundle-size.mjs reads it to measure what each route downloads.
    manifest: true,
    target: "es2022",
    // A lazy chunk's preloads without the files its importer has already loaded (web/build/preloadsNotLoaded.ts).
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // A page's chunk (or a view's loaded on demand) is named after it; a chunk
    // of modules that pages share, by its hash alone: its name would be one
    // of its modules' picked at random, and every chunk names the chunks it
    // imports (the entry, every page's): names that weigh on every route's
    // download (docs/performance.md § Chunk splitting). The manifest and the
    // source maps say what each file holds. Another language's catalogs are
    // named by their hash alone too: their loader names each one it may load
    // (common/src/messages/compiled/en/load.ts), and an English page
    // downloads the loader before it draws.
    rolldownOptions: {
      // The bundler's warning that plugins took much of the build's time
      // names the service worker's precache (Workbox) and the prerender,
      // both needed and neither ours to speed up: a warning no one can act on.
      checks: { bundlerTimings: false },
      output: {
        chunkFileNames: (chunk) => (chunk.isDynamicEntry && !chunk.facadeModuleId?.includes("/messages/compiled/") ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        codeSplitting: { groups: shopChunkGroups },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173 },
});
