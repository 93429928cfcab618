import { displayLocale, ENGLISH_PATH_PREFIX, languageOfPath, pathInLanguage } from "@bawwaba/common";
import type { EmotionCache } from "@emotion/cache";
import { useEffect, type ReactNode } from "react";
import { BrowserRouter, StaticRouter, useLocation } from "react-router-dom";
import { ROUTES } from "../auth/access";
import { RenderErrorBoundary } from "../components/RenderErrorBoundary";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./AppRoutes";
import { pageStart } from "./language";
import { reportRenderError } from "./observability";

/**
 * On an English page, a link to a page that is not public (staff pages are
 * Arabic only) loads its Arabic address instead (language.ts pageStart).
 */
function OnlyPublicPagesInEnglish({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const start = pageStart({ pathname: pathInLanguage(pathname, "en"), search, hash }, null);
  const leaveFor = "replaceWith" in start ? start.replaceWith : undefined;
  useEffect(() => {
    if (leaveFor !== undefined) window.location.replace(leaveFor);
  }, [leaveFor]);
  return leaveFor === undefined ? children : null;
}

/**
 * The whole app. In the browser it follows the address bar; given
 * `location`, it is the page at that URL as it first shows, rendered to HTML
 * at build time, its styles collected in `emotionCache` (web/build/prerender.tsx).
 * An English page's addresses are the app's routes under `/en`
 * (docs/product.md § Languages, dates and digits).
 */
export function App({ location, emotionCache }: { location?: string; emotionCache?: EmotionCache }) {
  const language = location === undefined ? displayLocale().language : languageOfPath(location);
  const basename = language === "en" ? ENGLISH_PATH_PREFIX : undefined;
  const routes: ReactNode = (
    <AppProviders language={language} emotionCache={emotionCache}>
      {language === "en" ? (
        <OnlyPublicPagesInEnglish>
          <AppRoutes />
        </OnlyPublicPagesInEnglish>
      ) : (
        <AppRoutes />
      )}
    </AppProviders>
  );
  // The outer net, for a failure in the shell itself (pages have their own
  // inside the shell): home is a full load, as nothing above it is left.
  return (
    <RenderErrorBoundary onGoHome={() => window.location.assign(pathInLanguage(ROUTES.home, language))} onError={reportRenderError}>
      {location === undefined ? (
        <BrowserRouter basename={basename}>{routes}</BrowserRouter>
      ) : (
        <StaticRouter basename={basename} location={location}>
          {routes}
        </StaticRouter>
      )}
    </RenderErrorBoundary>
  );
}
