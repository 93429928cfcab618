// The shop's document cut for the `shopPage` function (web/build/servedTemplate.ts):
// the parts it fills per request taken out, the rest kept as the build wrote it,
// and a document without one of them refused at build time rather than served wrong.
import { describe, expect, it } from "vitest";
import { shopTemplate } from "../build/servedTemplate";

const DOCUMENT = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="بوّابة" />
    <title>بوّابة</title>
    <script type="module" crossorigin src="/assets/startAfterPaint-x.js"></script>
    <link rel="preload" as="fetch" crossorigin href="/api/catalogue">
    <style data-emotion="muirtl-global abc" data-s="">body{}</style>
    <style data-emotion="muirtl abc def ghi"></style>
    <style data-prerendered-styles>.muirtl-def{}</style>
  </head>
  <body>
    <div id="root" data-prerendered="/buy-tickets"><div class="a"><div>x</div></div></div>
    <script type="application/json" id="start-plan">{"modulePaths":[]}</script>
  </body>
</html>
`;

const ASSETS = ["assets/cairo-arabic-400-normal-a1.woff2", "assets/cairo-latin-700-normal-b2.woff2", "assets/cairo-latin-400-normal-c3.woff2", "assets/cairo-latin-400-normal-c3.woff", "assets/cairo-latin-ext-400-normal-d4.woff2"];

describe("shopTemplate", () => {
  it("takes out the title, the description and the catalogue's preload, and keeps the root, the plan and the styles' names", () => {
    const template = shopTemplate(DOCUMENT, ASSETS);
    expect(template.charset.trim()).toBe('<meta charset="UTF-8" />');
    expect(template.head).not.toMatch(/<title>|name="description"|as="fetch"|charset/);
    expect(template.head).toContain("startAfterPaint-x.js");
    expect(template.head).not.toContain("<style");
    expect(template.arabicStyles).toContain('<style data-emotion="muirtl-global abc" data-s="">body{}</style>');
    expect(template.arabicStyles).toContain("<style data-prerendered-styles>.muirtl-def{}</style>");
    expect(template.staticRoot).toBe('<div id="root" data-prerendered="/buy-tickets"><div class="a"><div>x</div></div></div>');
    expect(template.tail).toContain('<script type="application/json" id="start-plan">');
    expect(template.tail.trim().endsWith("</html>")).toBe(true);
    expect(template.styleNames).toEqual(["abc", "abc", "def", "ghi"]);
  });

  it("has the Latin Cairo files' preloads for an English page: those two woff2 files, not the Arabic, the extended Latin nor the older format", () => {
    expect(shopTemplate(DOCUMENT, ASSETS).englishFontPreloads).toBe(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/cairo-latin-400-normal-c3.woff2" crossorigin="">' +
        '<link rel="preload" as="font" type="font/woff2" href="/assets/cairo-latin-700-normal-b2.woff2" crossorigin="">',
    );
  });

  it("refuses a document without what it fills", () => {
    expect(() => shopTemplate(DOCUMENT.replace("<title>بوّابة</title>", ""), ASSETS)).toThrow(/title/);
    expect(() => shopTemplate(DOCUMENT.replace('id="start-plan"', 'id="plan"'), ASSETS)).toThrow(/start plan/);
  });
});
