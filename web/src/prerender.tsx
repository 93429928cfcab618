// A page as it first shows, rendered to HTML at build time
// (web/vitePlugins/routeDocuments.ts writes it into the route's document):
// on a slow phone the page is on screen as soon as its HTML and styles
// arrive, seconds before its JavaScript has downloaded and run. In the
// browser, main.tsx then hydrates it: React takes over the same elements
// rather than drawing them again. The render waits for the page's lazily
// loaded code; Emotion, on no document, writes each component's styles
// beside it, and moves them into the head when the app starts.
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

export function prerenderPage(location: string): Promise<string> {
  return renderToHtml(<App location={location} />);
}

/** The views a prerendered page shows after its first one, drawn with samples for their styles only. */
const LATER_VIEWS: Record<string, () => ReactNode> = {
  [SHOP_PATH]: () => <ShopStyleSamples />,
};

/** The names of the styles Emotion wrote into a page's HTML (`data-emotion="muirtl name name…"`). */
function emotionNames(html: string): Set<string> {
  return new Set([...html.matchAll(/data-emotion="[\w-]+ ([^"]*)"/g)].flatMap((match) => match[1]!.split(" ")));
}

/**
 * The styles of `location`'s later views that its first view (`firstViewHtml`)
 * lacks, as <style> elements for the document's head, their names written as
 * Emotion's own server rendering writes them (`data-emotion="<key> <names>"`):
 * the browser's Emotion then takes them as inserted and never compiles them.
 * Empty for a page with no later views.
 */
export async function prerenderLaterStyles(location: string, firstViewHtml: string): Promise<string> {
  const laterViews = LATER_VIEWS[location];
  if (!laterViews) return "";
  const cache = createRtlCache();
  // Emotion's compatibility mode (as @emotion/server's extraction uses it)
  // keeps each style's CSS in `inserted` instead of writing it beside the element.
  cache.compat = true;
  await renderToHtml(
    <StaticRouter location={location}>
      <AppProviders emotionCache={cache}>{laterViews()}</AppProviders>
    </StaticRouter>,
  );
  const inFirstView = emotionNames(firstViewHtml);
  const later = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && !inFirstView.has(entry[0]),
  );
  if (later.length === 0) return "";
  // Two elements: Emotion moves every element that names its styles into its
  // own sheet as the app starts, and a moved <style> is parsed again, so the
  // names go on an empty one and the CSS on one Emotion never touches.
  return (
    `<style data-emotion="${cache.key} ${later.map(([name]) => name).join(" ")}"></style>` +
    `<style data-prerendered-styles>${later.map(([, css]) => css).join("")}</style>`
  );
}
