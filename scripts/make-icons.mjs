// Draws the installable app's PNG icons (web/public/icons/) from the logo,
// web/public/favicon.svg, with Debian's Chromium (the browser tests' own):
// "any" icons are the logo edge to edge; "maskable" ones put it inside the
// centre 80% safe zone on the theme's indigo, since launchers cut any shape
// out of them. Run it again after changing the logo: node scripts/make-icons.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

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
} finally {
  await browser.close();
}
