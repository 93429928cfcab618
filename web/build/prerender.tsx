// A page as it first shows, rendered to HTML at build time
// (web/build/prerenderedDocument.ts writes it into the route's document): on
// a slow phone the page is on screen as soon as its HTML and styles arrive,
// seconds before its JavaScript has downloaded and run. In the browser,
// main.tsx then hydrates it: React takes over the same elements rather than
// drawing them again. Runs in Node, in a Vite module runner; the render
// waits for the page's lazily loaded code.
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import type { HtmlTagDescriptor } from "vite";
import { languageOfPath, type Catalogue } from "@bawwaba/common";
import { createEmotionCache, firstView, laterViews, servedView } from "../src/app/prerendering";

async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    // One piece of HTML, in order: a larger Suspense boundary would otherwise
    // be sent after the rest and moved into place by an inline script, which
    // the Content-Security-Policy refuses (and a static page does not need).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** A page's first view as HTML, and the <style> elements of all its views for the document's head. */
export interface PrerenderedPage {
  firstView: string;
  headStyles: HtmlTagDescriptor[];
}

/**
 * `location`'s first view, and all the styles of its views for the head, as
 * Emotion's server API extracts them (one chunk per global style, one of
 * the styles on the page's elements) with the styles composed into those,
 * written so that the browser's Emotion takes them as inserted and never
 * compiles them:
 * - Emotion's own <style> elements (constructStyleTagsFromChunks) would be
 *   moved by the browser's Emotion as it starts, twice over (its default
 *   cache takes them all, the app's cache its own), and a moved <style> is
 *   parsed again: in Lighthouse's runs that was a long task of its own
 *   (docs/performance.md § Styles in the shop's HTML). So the page's styles
 *   (first view and later views, in that order) go as two elements: every
 *   name on an empty one that the app's cache takes over, their CSS on one
 *   Emotion never touches.
 * - A global style (CssBaseline, the autofill keyframes) stays one element
 *   each, which its `Global` finds by name; `data-s` tells the default
 *   cache to leave them where they are. Emotion counts a component's
 *   keyframes among the globals too: their names are on the names element
 *   as well, so that the app's cache takes them as inserted.
 *
 * Given `catalogue`, the shop as the function serves it (web/build/servedShop.tsx):
 * drawn with its events, and the styles of that view alone, but for those
 * named in `present` (the document it goes into has them already, in the
 * same cache's key).
 */
export async function prerenderPage(
  location: string,
  { catalogue, present = new Set() }: { catalogue?: Catalogue; present?: ReadonlySet<string> } = {},
): Promise<PrerenderedPage> {
  // The page's language's styles: an English page's (under /en) left to right.
  const emotionCache = createEmotionCache(languageOfPath(location));
  // Before the render: it puts the cache in the mode that keeps each style's
  // CSS in the cache instead of writing it beside its element.
  const { extractCriticalToChunks } = createEmotionServer(emotionCache);
  const firstViewHtml = await renderToHtml(
    catalogue === undefined ? firstView(location, emotionCache) : servedView(location, emotionCache, catalogue),
  );
  if (firstViewHtml.includes("<style")) throw new Error(`Styles of an Emotion cache other than the app's in ${location}'s HTML`);
  const later = catalogue === undefined ? laterViews(location, emotionCache) : undefined;
  const laterViewsHtml = later === undefined ? "" : await renderToHtml(later);
  const styles = extractCriticalToChunks(firstViewHtml + laterViewsHtml).styles.flatMap((chunk) => {
    // The page's chunk, by name, without the ones present: the cache has each name's CSS.
    const ids = chunk.ids.filter((id) => !present.has(id));
    if (ids.length === chunk.ids.length) return [chunk];
    if (ids.length === 0) return [];
    return [{ ...chunk, ids, css: ids.map((id) => String(emotionCache.inserted[id] ?? "")).join("") }];
  });
  // An empty global (a `Global` given no styles) needs no element. The
  // server API counts an empty style (Emotion's name "0", an element styled
  // with nothing) among the globals too: its name goes on the names element,
  // or the browser's Emotion would insert it again.
  const globals = styles.filter(({ key, css }) => key !== emotionCache.key && css !== "");
  const emptyStyles = styles.filter(({ key, css }) => key !== emotionCache.key && css === "").map(({ ids }) => ({ ids, css: "" }));
  const extracted = new Set([...styles.flatMap(({ ids }) => ids), ...present]);
  // The server API leaves out a style that a component composed into
  // another's (MUI's Link into its Typography): it is on no element, but the
  // browser's Emotion inserts it again, compiling it, unless it is named.
  const composed = Object.entries(emotionCache.inserted).flatMap(([name, css]) =>
    typeof css === "string" && !extracted.has(name) ? [{ ids: [name], css }] : [],
  );
  const pageStyles = [...styles.filter(({ key }) => key === emotionCache.key), ...composed, ...emptyStyles];
  const names = [...globals, ...pageStyles].flatMap(({ ids }) => ids);
  return {
    firstView: firstViewHtml,
    headStyles: [
      ...globals.map(({ key, ids, css }) => ({ tag: "style", attrs: { "data-emotion": `${key} ${ids.join(" ")}`, "data-s": "" }, children: css })),
      ...(names.length === 0
        ? []
        : [
            { tag: "style", attrs: { "data-emotion": `${emotionCache.key} ${names.join(" ")}` } },
            { tag: "style", attrs: { "data-prerendered-styles": true }, children: pageStyles.map(({ css }) => css).join("") },
          ]),
    ],
  };
}
