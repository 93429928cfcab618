// What the build prerenders into a page's HTML (web/build/prerender.tsx):
// the app at a path as it first shows, and the views that path shows after
// it, drawn with samples for their styles only. The build reaches the app
// through this module alone (eslint-rules/webLayers.mjs).
import { SHOP_PATH, type Catalogue } from "@bawwaba/common";
import type { EmotionCache } from "@emotion/cache";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { toStoredEvent } from "../data/catalogue";
import { ServedEvents } from "../data/servedCatalogue";
import { ShopStyleSamples } from "../features/shop/components/ShopStyleSamples";
import { App } from "./App";
import { AppProviders } from "./AppProviders";

export { createEmotionCache } from "./AppProviders";

/** The whole app at `location` (an English page's under `/en`) as it first shows, its styles collected in `emotionCache`. */
export function firstView(location: string, emotionCache: EmotionCache): ReactNode {
  return <App location={location} emotionCache={emotionCache} />;
}

/**
 * The shop at `location` as the function serves it (functions/src/catalogue/shopPage/):
 * drawn with `catalogue`'s events, which the page reads from its HTML as it
 * starts (data/servedCatalogue.ts).
 */
export function servedView(location: string, emotionCache: EmotionCache, catalogue: Catalogue): ReactNode {
  return <ServedEvents value={catalogue.events.map(toStoredEvent)}>{firstView(location, emotionCache)}</ServedEvents>;
}

/** The views a prerendered page shows after its first one, drawn with samples for their styles only. */
const LATER_VIEWS: Record<string, () => ReactNode> = {
  [SHOP_PATH]: () => <ShopStyleSamples />,
};

/** `location`'s later views, their styles collected in `emotionCache`; undefined for a page with none. */
export function laterViews(location: string, emotionCache: EmotionCache): ReactNode | undefined {
  const views = LATER_VIEWS[location];
  return (
    views && (
      <StaticRouter location={location}>
        <AppProviders emotionCache={emotionCache}>{views()}</AppProviders>
      </StaticRouter>
    )
  );
}
