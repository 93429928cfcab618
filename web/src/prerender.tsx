// A page as it first shows, rendered to HTML at build time
// (web/vitePlugins/routeDocuments.ts writes it into the route's document):
// on a slow phone the page is on screen as soon as its HTML and styles
// arrive, seconds before its JavaScript has downloaded and run. In the
// browser, main.tsx then hydrates it: React takes over the same elements
// rather than drawing them again. The render waits for the page's lazily
// loaded code; Emotion, on no document, writes each component's styles
// beside it, and moves them into the head when the app starts.
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app/App";

export async function prerenderPage(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<App location={location} />, {
    // One piece of HTML, in order: a larger Suspense boundary would otherwise
    // be sent after the rest and moved into place by an inline script, which
    // the Content-Security-Policy refuses (and a static page does not need).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
