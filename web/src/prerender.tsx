// A page as it first shows, rendered to HTML at build time
// (web/vitePlugins/routeDocuments.ts writes it into the route's document):
// on a slow phone the page is on screen as soon as its HTML and styles
// arrive, seconds before its JavaScript has downloaded and run. In the
// browser, main.tsx then hydrates it: React takes over the same elements
// rather than drawing them again. The render waits for the page's lazily
// loaded code; Emotion, on no document, writes each component's styles
// beside it, and prerenderPage gathers them into the document's head.
import { SHOP_PATH } from "@bawwaba/common";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App";
import { AppProviders, createRtlCache } from "./app/AppProviders";
import { ShopStyleSamples } from "./features/shop/components/ShopStyleSamples";

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

/** The views a prerendered page shows after its first one, drawn with samples for their styles only. */
const LATER_VIEWS: Record<string, () => ReactNode> = {
  [SHOP_PATH]: () => <ShopStyleSamples />,
};

/** A page's first view as HTML, and the <style> elements of every view for the document's head. */
export interface PrerenderedPage {
  firstView: string;
  headStyles: string;
}

/** A <style> Emotion's server rendering writes beside an element: `data-emotion="<key> <names>"`, then the CSS. */
const EMOTION_STYLE = /<style data-emotion="([\w-]+) ([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * `location`'s first view, and all the styles of its views in the head, as
 * Emotion's own server rendering names them, so that the browser's Emotion
 * takes them as inserted and never compiles them:
 * - Emotion writes each style beside the element it is for, and the browser's
 *   Emotion moves each of those <style> elements into the head as it starts,
 *   twice over (its default cache takes them all, the app's cache its own),
 *   and a moved <style> is parsed again: in Lighthouse's runs that was a
 *   long task of its own (docs/benchmarks.md). So they come in the head.
 * - The page's styles (first view and later views, in that order) go as two
 *   elements: their names on an empty one that the app's cache takes over,
 *   their CSS on one Emotion never touches.
 * - A global style (CssBaseline, the autofill keyframes) stays one element
 *   each, which its `Global` finds by name; `data-s` tells the default cache
 *   to leave them where they are.
 */
export async function prerenderPage(location: string): Promise<PrerenderedPage> {
  const rtlKey = createRtlCache().key;
  const html = await renderToHtml(<App location={location} />);
  const firstViewStyles = [...html.matchAll(EMOTION_STYLE)].map(([, key, names, css]) => ({ key: key!, names: names!.split(" "), css: css! }));
  const unknown = firstViewStyles.filter(({ key }) => key !== rtlKey && key !== `${rtlKey}-global`);
  if (unknown.length > 0) throw new Error(`Styles of an unknown Emotion cache in ${location}: ${unknown.map(({ key }) => key).join(", ")}`);
  const globals = firstViewStyles.filter(({ key }) => key === `${rtlKey}-global`);
  // An element may carry several names and their CSS together: the CSS goes with the first.
  const pageStyles = [
    ...firstViewStyles.filter(({ key }) => key === rtlKey).flatMap(({ names, css }) => names.map((name, index) => [name, index === 0 ? css : ""] as const)),
    ...(await laterViewStyles(location, new Set(firstViewStyles.flatMap(({ names }) => names)))),
  ];
  return {
    firstView: html.replace(EMOTION_STYLE, ""),
    headStyles:
      globals.map(({ key, names, css }) => `<style data-emotion="${key} ${names.join(" ")}" data-s="">${css}</style>`).join("") +
      (pageStyles.length === 0
        ? ""
        : `<style data-emotion="${rtlKey} ${pageStyles.map(([name]) => name).join(" ")}"></style>` +
          `<style data-prerendered-styles>${pageStyles.map(([, css]) => css).join("")}</style>`),
  };
}

/** The styles (name and CSS) of `location`'s later views that are not in `inFirstView`; none for a page with no later views. */
async function laterViewStyles(location: string, inFirstView: Set<string>): Promise<(readonly [string, string])[]> {
  const laterViews = LATER_VIEWS[location];
  if (!laterViews) return [];
  const cache = createRtlCache();
  // Emotion's compatibility mode (as @emotion/server's extraction uses it)
  // keeps each style's CSS in `inserted` instead of writing it beside the element.
  cache.compat = true;
  await renderToHtml(
    <StaticRouter location={location}>
      <AppProviders emotionCache={cache}>{laterViews()}</AppProviders>
    </StaticRouter>,
  );
  return Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && !inFirstView.has(entry[0]),
  );
}
