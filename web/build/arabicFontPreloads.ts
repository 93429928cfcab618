// Preloads the Arabic Cairo files (web/src/app/AppProviders.tsx) in every
// page's head, so the first text is drawn in its own font rather than
// swapped into it, moving the page. Finds them by @fontsource's file names
// (`cairo-arabic-<weight>-normal-<hash>.woff2` once bundled).
import type { Plugin } from "vite";

const ARABIC_CAIRO = /\/cairo-arabic-(400|600|700)-normal-[\w-]+\.woff2$/;

export function arabicFontPreloads(): Plugin {
  return {
    name: "bawwaba-arabic-font-preloads",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => ARABIC_CAIRO.test(file))
          .sort()
          .map((file) => ({
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: "" },
            injectTo: "head" as const,
          })),
    },
  };
}
