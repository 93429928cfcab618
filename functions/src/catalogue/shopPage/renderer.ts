// The render the web build made for this function (web/build/servedShop.tsx,
// built by web/build/servedShop.config.ts into functions/served/, which
// deploys with the functions): loaded once per instance, on the first
// request that needs it, so the other functions never load React.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderShopDocument } from "@bawwaba/common";

/** Beside lib/, where the bundle of the functions runs from. */
const RENDER_MODULE = path.join(__dirname, "..", "served", "servedShop.mjs");

let loaded: Promise<RenderShopDocument> | undefined;

export function shopRenderer(): Promise<RenderShopDocument> {
  loaded ??= (import(pathToFileURL(RENDER_MODULE).href) as Promise<{ renderShopDocument: RenderShopDocument }>).then(
    (module) => module.renderShopDocument,
  );
  // A failed load is tried again by the next request.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
