// Bundles the functions and the shared @bawwaba/common sources into lib/.
// npm packages stay external: they are installed from package.json at deploy.
// Imported PNGs (the wallet pass's images) become bytes inside the bundle.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  loader: { ".png": "binary" },
  logLevel: "warning",
});
