import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { CATALOGUE_PATH } from "../common/src/catalogue";
import { SHOP_EVENT_PARAM, SHOP_PATH } from "../common/src/orderLink";
import { isolatedPackages } from "./vitePlugins/isolatedPackages";
import { routeDocuments } from "./vitePlugins/routeDocuments";
import { shopChunkGroups } from "./vitePlugins/shopChunks";

/** The theme's indigo (web/src/app/theme.ts, index.html's theme-color) and its page background. */
const THEME_COLOR = "#3f51b5";
const BACKGROUND_COLOR = "#f6f7fb";

/**
 * Preloads the Arabic Cairo files (web/src/app/AppProviders.tsx), so the
 * first text is drawn in its own font rather than swapped into it, moving the page.
 */
function preloadArabicFonts(): Plugin {
  return {
    name: "bawwaba-preload-arabic-fonts",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /\/cairo-arabic-(400|600|700)-normal-[\w-]+\.woff2$/.test(file))
          .sort()
          .map((file) => ({
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: "" },
            injectTo: "head" as const,
          })),
    },
  };
}

export default defineConfig({
  plugins: [
    isolatedPackages(),
    react(),
    preloadArabicFonts(),
    // The shop, where most visitors land from a phone: its HTML shows the
    // shop as it opens and asks itself for the page's chunks and the
    // catalogue of events, and on an event's link (`?event=<id>`) for its
    // checkout's chunks too.
    routeDocuments([
      {
        fileName: "buy-tickets.html",
        pageModule: "/features/shop/pages/BuyTicketsPage.tsx",
        fetches: [CATALOGUE_PATH],
        prerender: SHOP_PATH,
        lazyView: { searchParam: SHOP_EVENT_PARAM, module: "/features/shop/components/EventCheckout.tsx" },
      },
    ]),
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
    // app never runs (web/src/lib/re2jsOmitted.ts): 43 kB gzip off every staff page.
    alias: [{ find: /^re2js$/, replacement: fileURLToPath(new URL("./src/lib/re2jsOmitted.ts", import.meta.url)) }],
  },
  build: {
    sourcemap: true,
    // bench/bundle-size.mjs reads it to measure what each route downloads.
    manifest: true,
    target: "es2022",
    // A page's chunk (or a view's loaded on demand) is named after it; a chunk
    // of modules that pages share, by its hash alone: its name would be one
    // of its modules' picked at random, and every chunk names the chunks it
    // imports (the entry, every page's), 1.5 to 3.5 kB gzip of names on each
    // route (docs/benchmarks.md). The manifest and the source maps say what
    // each file holds.
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        codeSplitting: { groups: shopChunkGroups },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173 },
});
