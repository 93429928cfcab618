// What a phone downloads to show a route (bench/bundleSize.mjs), as a table:
// JavaScript files, raw and gzip sizes. Reads the Vite manifest of `web/dist`
// (build first: `VITE_USE_EMULATORS=true npm run build -w @bawwaba/web`), or
// of the build directory given as the first argument.
// Usage: node bench/bundle-size.mjs [dist]
import { readBuild, ROUTES } from "./bundleSize.mjs";

const build = readBuild(process.argv[2]);
const kB = (bytes) => (bytes / 1024).toFixed(1);

console.log("| route | JS files | raw kB | gzip kB |\n|---|---|---|---|");
for (const [route, page] of Object.entries(ROUTES)) {
  const files = build.routeFiles(page);
  const { raw, gzip } = build.size(files);
  console.log(`| ${route} | ${files.size} | ${kB(raw)} | ${kB(gzip)} |`);
}
