// What a phone downloads to show a route: the JavaScript (gzip) of the app's
// entry chunk plus the route's lazily loaded page chunk, each with the chunks
// they import statically. Reads the Vite manifest of `web/dist` (build first:
// `VITE_USE_EMULATORS=true npm run build -w @bawwaba/web`).
// Usage: node bench/bundle-size.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

const ROUTES = {
  "/ (landing)": "src/features/public/pages/LandingPage.tsx",
  "/login": "src/features/auth/pages/LoginPage.tsx",
  "/buy-tickets": "src/features/shop/pages/BuyTicketsPage.tsx",
  "/create-event": "src/features/events/pages/CreateEventPage.tsx",
  "/generate-tickets": "src/features/sales/pages/SellTicketsPage.tsx",
  "/qr-scanner": "src/features/checkin/pages/QrScannerPage.tsx",
  "/admin-sales-editor": "src/features/sales/editor/pages/SalesEditorPage.tsx",
  "/dashboard": "src/features/dashboard/pages/DashboardPage.tsx",
  "/tickets-table": "src/features/tickets/pages/TicketsTablePage.tsx",
  "/staff": "src/features/staff/pages/StaffPage.tsx",
};

/** The chunk files `key` needs before it runs: itself and its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

const entry = staticClosure("index.html");
console.log("| route | JS files | raw kB | gzip kB |\n|---|---|---|---|");
for (const [route, page] of Object.entries(ROUTES)) {
  const files = staticClosure(page, new Set(entry));
  const raw = [...files].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
  const gzip = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`| ${route} | ${files.size} | ${kB(raw)} | ${kB(gzip)} |`);
}
