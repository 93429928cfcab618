// The server bundle of the shop's served page (web/build/servedShop.tsx),
// built after the app (`npm run build` in web/, after `vite build`) into
// functions/served/, where the `shopPage` function imports it at run time
// (functions/src/catalogue/shopPage/renderer.ts). One ES module with everything it
// runs bundled in (React, MUI, Emotion, the app's modules, @bawwaba/common):
// the functions' package installs none of them. The shop's document it fills
// is the app build's web/dist/buy-tickets.html (web/build/servedTemplate.ts).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { isolatedPackages } from "./isolatedPackages.ts";
import { shopTemplate } from "./servedTemplate.ts";

const TEMPLATE_MODULE = "virtual:shop-template";
/** The service worker's registration (vite-plugin-pwa's, the scanner page's): never on the server. */
const PWA_REGISTER_MODULE = "virtual:pwa-register";
const DIST_DOCUMENT = fileURLToPath(new URL("../dist/buy-tickets.html", import.meta.url));
const DIST_ASSETS = fileURLToPath(new URL("../dist/assets", import.meta.url));

/** `virtual:shop-template`: the app build's shop document, in parts; and a stand-in for the service worker's registration. */
function shopTemplateModule(): Plugin {
  return {
    name: "bawwaba-shop-template",
    resolveId: (id) => (id === TEMPLATE_MODULE || id === PWA_REGISTER_MODULE ? `\0${id}` : null),
    load(id) {
      if (id === `\0${PWA_REGISTER_MODULE}`) return "export function registerSW() { throw new Error('No service worker on the server'); }";
      if (id !== `\0${TEMPLATE_MODULE}`) return null;
      this.addWatchFile(DIST_DOCUMENT);
      const assetFiles = readdirSync(DIST_ASSETS).map((file) => `assets/${file}`);
      return `export default ${JSON.stringify(shopTemplate(readFileSync(DIST_DOCUMENT, "utf8"), assetFiles))};`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  // Only VITE_* of the app's own environment: the same Firebase settings as the pages it draws.
  envDir: fileURLToPath(new URL("..", import.meta.url)),
  // The app's public files are Hosting's, not the function's.
  publicDir: false,
  plugins: [isolatedPackages(), react(), shopTemplateModule()],
  resolve: {
    // As the app's build (vite.config.ts).
    alias: [{ find: /^re2js$/, replacement: fileURLToPath(new URL("../src/lib/re2jsOmitted.ts", import.meta.url)) }],
  },
  // The production builds of React and Emotion, as in the browser: Emotion's
  // development names carry labels, which would differ from the page's.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: fileURLToPath(new URL("./servedShop.tsx", import.meta.url)),
    outDir: fileURLToPath(new URL("../../functions/served", import.meta.url)),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    // The pages the shop never draws stay in chunks of their own, which the function never loads.
    rolldownOptions: { output: { format: "esm", entryFileNames: "servedShop.mjs", chunkFileNames: "chunks/[name]-[hash].mjs" } },
  },
});
