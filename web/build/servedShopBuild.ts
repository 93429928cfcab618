// After the app's build, the shop's served page's server bundle
// (web/build/servedShop.config.ts), which needs the app's buy-tickets.html:
// every build of the app (npm start, npm test, the deploy) also builds what
// the `shopPage` function imports, into functions/served/.
import { fileURLToPath } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";

const SERVED_SHOP_CONFIG = fileURLToPath(new URL("./servedShop.config.ts", import.meta.url));

export function servedShopBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "bawwaba-served-shop-build",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    // Once web/dist is written, the shop's document with it.
    async closeBundle() {
      await build({ configFile: SERVED_SHOP_CONFIG, mode: config.mode, logLevel: config.logLevel });
    },
  };
}
