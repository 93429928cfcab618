import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { offersEnglish } from "@bawwaba/common";
import { chosenLanguage, pageStart } from "./app/language";
import { startObservability } from "./app/observability";
import { showsPrerenderedPage } from "./app/prerendered";
import { isPublicPath } from "./auth/access";
import { startPageLanguage } from "./lib/pageLanguage";

function render() {
  const container = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  if (showsPrerenderedPage(container, window.location)) {
    // The HTML already shows this page (web/build/prerender.tsx): React takes
    // over its elements without drawing them again, as a transition, a few
    // milliseconds at a time (as below).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Anything the HTML shows is another view's (an order's page, a staff
    // session's spinner first): the page is drawn afresh.
    container.replaceChildren();
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few
    // milliseconds instead of holding the main thread until the whole page is
    // built: on a slow phone that is the difference between a page that answers
    // a tap at once and one that freezes while it opens (Lighthouse's Total
    // Blocking Time; see docs/performance.md § The shop prerendered and
    // started after paint).
    startTransition(() => root.render(app));
  }
}

// The page's language (app/language.ts): an Arabic page draws at once (a
// public one then offers English to a first visit whose browser prefers
// it); an English one once its first English words are in
// (lib/pageLanguage.ts), or, should they fail to load, with the Arabic ones.
const chosen = chosenLanguage();
const start = pageStart(window.location, chosen);
if ("replaceWith" in start) {
  window.location.replace(start.replaceWith);
} else if (start.language === "ar") {
  render();
  if (isPublicPath(window.location.pathname) && offersEnglish(start.language, chosen, navigator.languages)) {
    import("./app/EnglishOffer")
      .then(({ offerEnglish }) => offerEnglish())
      .catch((error: unknown) => console.error("Could not offer the English page", error));
  }
} else {
  startPageLanguage(start.language)
    .catch((error: unknown) => console.error("Could not load the page's English words", error))
    .finally(render);
}

void startObservability();
