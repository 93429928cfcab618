// The script a prerendered document starts the app with instead of the
// entry's own <script> (web/build/prerenderedDocument.ts emits it, compiled,
// and writes its plan into the document as JSON). It waits until the browser
// has painted the HTML: otherwise a browser that has the app's code at hand
// (from its cache, or over a fast link) runs all of it, seconds on a slow
// phone, before it draws the page it was already sent. The app's modules are
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

// A hidden tab paints nothing (and runs no animation frame): start at once.
if (document.visibilityState === "hidden") void start();
else requestAnimationFrame(() => setTimeout(start));
