// Preloads the Cairo files (web/src/app/AppProviders.tsx) a page draws its
// first text in, so that text is drawn in its own font rather than swapped
// into it, moving the page: the Arabic ones in every page's head, and the
// Latin ones too in the served shop's English pages (web/build/servedShop.tsx),
// whose own words are Latin (docs/performance.md § The list starts when its
// visitor acts). Finds them by @fontsource's file names
// (`cairo-<subset>-<weight>-normal-<hash>.woff2` once bundled).
import type { HtmlTagDescriptor, Plugin } from "vite";

const CAIRO_FILES = {
  arabic: /(^|\/)cairo-arabic-(400|600|700)-normal-[\w-]+\.woff2$/,
  latin: /(^|\/)cairo-latin-(400|600|700)-normal-[\w-]+\.woff2$/,
};

/** The preload links of a subset's Cairo files among the build's `files` (paths from the build's root, without the leading slash). */
export function cairoPreloads(files: string[], subset: keyof typeof CAIRO_FILES): HtmlTagDescriptor[] {
  return files
    .filter((file) => CAIRO_FILES[subset].test(file))
    .sort()
    .map((file) => ({
      tag: "link",
      attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${file}`, crossorigin: "" },
      injectTo: "head" as const,
    }));
}

/** The same links as HTML, for a document written outside Vite. */
export function cairoPreloadsHtml(files: string[], subset: keyof typeof CAIRO_FILES): string {
  return cairoPreloads(files, subset)
    .map(({ attrs }) => `<link ${Object.entries(attrs ?? {}).map(([name, value]) => `${name}="${String(value)}"`).join(" ")}>`)
    .join("");
}

export function arabicFontPreloads(): Plugin {
  return {
    name: "bawwaba-arabic-font-preloads",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) => cairoPreloads(Object.keys(bundle ?? {}), "arabic"),
    },
  };
}
