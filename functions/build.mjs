// Bundles the functions and the shared @bawwaba/common sources into lib/.
// npm packages stay external: they are installed from package.json at deploy.
// Imported PNGs (the wallet pass's images) become bytes inside the bundle.
// `--check-served` (the deploy's predeploy, firebase.json) also stops when
// served/ lacks the shop page's render, which the web build writes there
// (web/build/servedShop.config.ts): the `shopPage` function would deploy without it.
import { build } from "esbuild";
import { existsSync, readFileSync } from "node:fs";

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

if (process.argv.includes("--check-served") && !existsSync(new URL("./served/servedShop.mjs", import.meta.url))) {
  console.error("✖ functions/served/servedShop.mjs is missing: build the web app first (npm run build --workspace @bawwaba/web).");
  process.exit(1);
}
