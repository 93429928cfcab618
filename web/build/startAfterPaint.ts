// The script a prerendered document starts the app with instead of the
// entry's own <script> (web/build/prerenderedDocument.ts emits it, compiled,
// and writes its plan into the document as JSON). It waits until the browser
// has painted the HTML: otherwise a browser that has the app's code at hand
// (from its cache, or over a fast link) runs all of it, seconds on a slow
// phone, before it shows the page it was already sent. The app's modules are
// asked for then too, by preload links (`modulePaths`: the entry and
// everything the page imports statically, so the browser need not wait for
// one module to find the next): until the page is on screen, the phone's
// link carries only what draws it, the HTML, its styles and fonts, and the
// data the page fetches first. A browser takes a few milliseconds over each
// preload link it is given, more on a slow phone, so they go in a few at a
// time, not as one long task that would hold the page (Total Blocking Time,
// docs/performance.md § The shop prerendered and started after paint).
// The entry's chunks then run one at a time (`evaluationOrder`: each after
// those it imports, the entry last), each in its own task: imported at once,
// the browser would run them all, React DOM, MUI and the app's shell, in one
// task of a hundred milliseconds and more on a slow phone, which a tap on
// the painted page would wait behind.
// A list served with its events (functions/src/catalogue/shopPage/) needs
// none of it until its visitor acts: its events are links to their served
// checkouts, its language switch a link. There the app starts at the first
// sign of a person (a touch, a key, a scroll, a pointer over the page), or
// when the shop would next ask the catalogue (CATALOGUE_POLL_MS after the
// page was served), whichever comes first; at once whenever the app has
// something to do as it opens (docs/performance.md § The list starts when
// its visitor acts).

import { CATALOGUE_POLL_MS, SHOP_CATALOGUE_ELEMENT_ID, SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE, servedCatalogueStale } from "../../common/src/catalogue.ts";
import { shopCategoryOf, shopCategorySearch } from "../../common/src/orderLink.ts";
import { chooseLanguageIn, isLanguage, languageChosenIn, languageOfPath, offersEnglish, type Language } from "../../common/src/locale.ts";

/** What to preload and run, written into the document at build time. */
export interface StartPlan {
  /** The entry's chunks and the page's, preloaded once the page is painted. */
  modulePaths: string[];
  /** The entry's chunks, each after those it imports: the entry last. */
  evaluationOrder: string[];
  /** A view the page opens on when its URL has this search parameter, and its chunks, preloaded with the page's. */
  lazyView?: { searchParam: string; modulePaths: string[] };
  /**
   * Preload links added in one task: each costs the browser time in
   * Lighthouse's traces, and six in a task made long tasks at its phone's 4x
   * slowdown (docs/performance.md § The shop prerendered and started after paint).
   */
  preloadLinksPerTask: number;
}

/** The id of the JSON element that holds the plan, defined when the plugin compiles this file. */
declare const START_PLAN_ELEMENT_ID: string;

const plan = JSON.parse(document.getElementById(START_PLAN_ELEMENT_ID)!.textContent!) as StartPlan;
const modulePaths = [...plan.modulePaths];
if (plan.lazyView && new URLSearchParams(location.search).has(plan.lazyView.searchParam)) {
  modulePaths.push(...plan.lazyView.modulePaths);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function preloadSome(): void {
  for (const path of modulePaths.splice(0, plan.preloadLinksPerTask)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: path, crossOrigin: "" }));
  }
  if (modulePaths.length > 0) setTimeout(preloadSome);
}

async function start(): Promise<void> {
  preloadSome();
  for (const path of plan.evaluationOrder) {
    await import(path);
    await nextTask();
  }
}

/** What the visitor chose on this device (app/language.ts), or null: storage a browser refuses counts as no choice. */
function chosenLanguage(): Language | null {
  try {
    return languageChosenIn(localStorage);
  } catch {
    return null;
  }
}

/** When the served events are due to be asked again, in ms from now; null when the page holds no events (its app loads them). */
function servedEventsDueIn(now: number): number | null {
  const served = document.getElementById(SHOP_CATALOGUE_ELEMENT_ID);
  if (!served) return null;
  const servedAt = Number(served.getAttribute(SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE) ?? 0);
  if (servedCatalogueStale(servedAt, now)) return 0;
  return Math.min(CATALOGUE_POLL_MS, Math.max(0, servedAt + CATALOGUE_POLL_MS - now));
}

/**
 * How long the app may wait for its visitor: null when it must start as
 * soon as the page is painted. It waits only on the list drawn with fresh
 * events (no query but a category's: an event's checkout, an order's page
 * or any other address starts at once), in the language this device chose, if any, and
 * with no offer of English to make (main.tsx does the redirect and the offer).
 */
function mayWaitForVisitor(): number | null {
  if (location.search !== shopCategorySearch(shopCategoryOf(location.search)) || location.hash !== "") return null;
  const language = languageOfPath(location.pathname);
  const chosen = chosenLanguage();
  if ((chosen !== null && chosen !== language) || offersEnglish(language, chosen, navigator.languages)) return null;
  const dueIn = servedEventsDueIn(Date.now());
  // No events, or stale ones: the app asks the catalogue as it opens.
  return dueIn === null || dueIn === 0 ? null : dueIn;
}

/** What tells a page a person is there and about to act. */
const SIGNS_OF_A_VISITOR = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

function startWhenVisitorActs(waitAtMost: number): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const sign of SIGNS_OF_A_VISITOR) removeEventListener(sign, startOnce, { capture: true });
    void start();
  };
  const timer = setTimeout(startOnce, waitAtMost);
  for (const sign of SIGNS_OF_A_VISITOR) addEventListener(sign, startOnce, { capture: true, passive: true });
}

/**
 * The language switch (a link to the page in the other language, with its
 * `hreflang`: app/NavBar.tsx) works before the app has started: a tap on it
 * is remembered here, as the app's own switch remembers it.
 */
function rememberLanguageChosenBeforeStart(event: MouseEvent): void {
  const chosen = (event.target as Element | null)?.closest?.("a[hreflang]")?.getAttribute("hreflang");
  if (!isLanguage(chosen)) return;
  try {
    chooseLanguageIn(localStorage, chosen);
  } catch {
    // A browser that refuses storage forgets the choice, as the app's switch does there.
  }
}
addEventListener("click", rememberLanguageChosenBeforeStart, { capture: true });

/**
 * Runs `then` once the page is on screen: at its first contentful paint as
 * Paint Timing reports it, once the frame was presented. A frame the main
 * thread has painted can reach the screen much later (seen in Chromium's
 * traces, a second after), and the app's code run meanwhile would hold it
 * back. A hidden tab paints nothing (and reports no paint): at once there.
 */
function whenOnScreen(then: () => void): void {
  const paintReported = PerformanceObserver.supportedEntryTypes.includes("paint");
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) once();
  });
  const onceHidden = () => {
    if (document.visibilityState === "hidden") once();
  };
  let done = false;
  function once() {
    if (done) return;
    done = true;
    observer.disconnect();
    document.removeEventListener("visibilitychange", onceHidden);
    setTimeout(then);
  }
  if (document.visibilityState === "hidden") return once();
  document.addEventListener("visibilitychange", onceHidden);
  if (paintReported) observer.observe({ type: "paint", buffered: true });
  else requestAnimationFrame(once);
}

const waitAtMost = mayWaitForVisitor();
if (waitAtMost !== null) startWhenVisitorActs(waitAtMost);
else whenOnScreen(() => void start());
