import type { EmotionCache } from "@emotion/cache";
import type { ReactNode } from "react";
import { BrowserRouter, StaticRouter } from "react-router-dom";
import { ROUTES } from "../auth/access";
import { RenderErrorBoundary } from "../components/RenderErrorBoundary";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./AppRoutes";
import { reportRenderError } from "./observability";

/**
 * The whole app. In the browser it follows the address bar; given
 * `location`, it is the page at that URL as it first shows, rendered to HTML
 * at build time, its styles collected in `emotionCache` (web/build/prerender.tsx).
 */
export function App({ location, emotionCache }: { location?: string; emotionCache?: EmotionCache }) {
  const routes: ReactNode = (
    <AppProviders emotionCache={emotionCache}>
      <AppRoutes />
    </AppProviders>
  );
  // The outer net, for a failure in the shell itself (pages have their own
  // inside the shell): home is a full load, as nothing above it is left.
  return (
    <RenderErrorBoundary onGoHome={() => window.location.assign(ROUTES.home)} onError={reportRenderError}>
      {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
    </RenderErrorBoundary>
  );
}
