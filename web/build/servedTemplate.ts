// The shop's document as the `shopPage` function fills it
// (functions/src/catalogue/shopPage/): the build's own `buy-tickets.html` (the
// prerendered shop, web/build/prerenderedDocument.ts) cut into the parts
// around what the function writes per request: the <html> element's
// language, the head's title, description and previews, the root with the
// page drawn with its events, and the catalogue as JSON. The rest (the
// starter, its plan, the fonts, the styles of every view) is the build's,
// unchanged.
import { CATALOGUE_PATH } from "../../common/src/catalogue.ts";
import { cairoPreloadsHtml } from "./fontPreloads.ts";

export interface ShopTemplate {
  /** The head's first element, the character set, which must come within its first bytes. */
  charset: string;
  /** The head's other elements but the title, the description, the catalogue's preload (the served page holds the catalogue) and the styles. */
  head: string;
  /**
   * The Arabic page's styles (web/build/prerender.tsx), from the head: an
   * English page's are its own, left to right under another cache's key,
   * and it goes without these.
   */
  arabicStyles: string;
  /** The root as the build prerendered it: the shop while its catalogue loads. */
  staticRoot: string;
  /** What follows the root: the starter's plan, to the end of the document. */
  tail: string;
  /** The Emotion style names the head already holds. */
  styleNames: string[];
  /** Preloads of the Latin Cairo files, for an English page's head (fontPreloads.ts). */
  englishFontPreloads: string;
}

/** The one match of `pattern` in `html`, or an error naming what the build's HTML lacks. */
function only(html: string, pattern: RegExp, what: string): RegExpExecArray {
  const matches = [...html.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))];
  if (matches.length !== 1) throw new Error(`buy-tickets.html has ${matches.length} ${what}, not one`);
  return matches[0]!;
}

/** `html`, the build's buy-tickets.html, in parts; `assetFiles`, the build's files (paths from its root), for the fonts' preloads. */
export function shopTemplate(html: string, assetFiles: string[]): ShopTemplate {
  const head = only(html, /<head>([\s\S]*)<\/head>/, "head")[1]!;
  const charset = only(head, /\s*<meta charset="[^"]*"\s*\/?>/, "character set")[0];
  const title = only(head, /\s*<title>[^<]*<\/title>/, "title")[0];
  const description = only(head, /\s*<meta name="description"[^>]*>/, "description")[0];
  const preload = only(head, new RegExp(`\\s*<link rel="preload" as="fetch" crossorigin href="${CATALOGUE_PATH}">`), "catalogue preload")[0];
  const styles = [...head.matchAll(/\s*<style data-(?:emotion|prerendered-styles)[^>]*>[^<]*<\/style>/g)].map((match) => match[0]);
  const body = only(html, /<body>\s*([\s\S]*)$/, "body")[1]!;
  // The root is the body's first element; the starter's plan follows it (prerenderedDocument.ts).
  const planAt = only(body, /\s*<script type="application\/json" id="start-plan">/, "start plan").index;
  const rootEnd = body.lastIndexOf("</div>", planAt) + "</div>".length;
  if (!body.startsWith('<div id="root"')) throw new Error("buy-tickets.html's body does not start with its root");
  return {
    charset,
    head: [charset, title, description, preload, ...styles].reduce((rest, part) => rest.replace(part, ""), head),
    arabicStyles: styles.join(""),
    staticRoot: body.slice(0, rootEnd),
    tail: body.slice(rootEnd),
    styleNames: styles.flatMap((style) => /data-emotion="([^"]*)"/.exec(style)?.[1]!.split(" ").slice(1) ?? []),
    englishFontPreloads: cairoPreloadsHtml(assetFiles, "latin"),
  };
}
