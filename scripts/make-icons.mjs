// Draws the installable app's PNG icons (web/public/icons/) from the logo,
// web/public/favicon.svg, with Debian's Chromium (the browser tests' own):
// "any" icons are the logo edge to edge; "maskable" ones put it inside the
// centre 80% safe zone on the theme's indigo, since launchers cut any shape
// out of them. And the shop's link preview (web/public/og-image.png, 1200×630,
// the size link previews take): the logo, the name and the tagline on the
// indigo, in Cairo (functions/src/catalogue/shopPage/ names it as og:image). Run it
// again after changing the logo or the words: npx tsx scripts/make-icons.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { arPublic } from "../common/src/messages/publicMessages.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const logo = readFileSync(path.join(root, "web/public/favicon.svg"), "utf8");
const outDir = path.join(root, "web/public/icons");
/** The theme's primary colour (indigo[500], web/src/app/theme.ts), also the manifest's theme_color. */
const INDIGO = "#3f51b5";
const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-192.png", size: 192, maskable: true },
  { file: "maskable-512.png", size: 512, maskable: true },
];

/** The shop's link preview: the logo, the name and the tagline. */
const PREVIEW = { file: path.join(root, "web/public/og-image.png"), width: 1200, height: 630 };
const cairo = (weight) =>
  readFileSync(path.join(root, `node_modules/@fontsource/cairo/files/cairo-arabic-${weight}-normal.woff2`)).toString("base64");

const executablePath = execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"]).toString().trim();
const browser = await chromium.launch({ executablePath, headless: true });
try {
  mkdirSync(outDir, { recursive: true });
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? INDIGO : "transparent"}">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: !maskable });
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: PREVIEW.width, height: PREVIEW.height } });
  await page.setContent(
    `<style>@font-face{font-family:Cairo;font-weight:400;src:url(data:font/woff2;base64,${cairo(400)})}` +
      `@font-face{font-family:Cairo;font-weight:700;src:url(data:font/woff2;base64,${cairo(700)})}</style>` +
      `<body dir="rtl" style="margin:0;width:${PREVIEW.width}px;height:${PREVIEW.height}px;display:flex;align-items:center;gap:64px;` +
      `padding:0 120px;box-sizing:border-box;background:${INDIGO};color:#fff;font-family:Cairo">` +
      `<div style="width:260px;height:260px;flex:none">${logo.replace("<svg ", '<svg width="100%" height="100%" ')}</div>` +
      `<div><div style="font-size:120px;font-weight:700;line-height:1.2">${arPublic.appName}</div>` +
      `<div style="font-size:48px;font-weight:400;line-height:1.4;white-space:nowrap">${arPublic.tagline}</div></div></body>`,
  );
  await page.evaluate("document.fonts.ready");
  await page.screenshot({ path: PREVIEW.file });
  await page.close();
} finally {
  await browser.close();
}
