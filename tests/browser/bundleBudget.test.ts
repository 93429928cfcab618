// What a phone downloads before a route shows (the entry and the page chunk
// with their static imports, gzip) stays under a budget: the public pages
// (the landing page, the shop, an order's invoice, the hosted checkout)
// light, with none of a staff page's code nor the Firestore or Auth SDK; the
// staff pages under theirs. Reads the web build the emulators serve (`npm test` builds web/dist
// first; a run on other ports names its build in WEB_DIST_DIR).
import { CATALOGUE_PATH, shopMessages } from "@bawwaba/common";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DIST, ENGLISH_ROUTES, readBuild, ROUTES } from "../../bench/bundleSize.mjs";

/**
 * The public pages' budget, the target itself. The latest figures and what
 * keeps the pages under it: docs/performance.md § Current figures.
 */
const PUBLIC_BUDGET_GZIP_KB = 170;
/**
 * Staff pages carry Auth and Firestore with the spec's settings (most of
 * their download) and the shared schemas; the budget. The latest
 * figures, and the decisions that brought every staff route under it:
 * docs/performance.md § Current figures and § Decisions in force.
 */
const STAFF_BUDGET_GZIP_KB = 350;

const PUBLIC_ROUTES = ["/ (landing)", "/buy-tickets", "/my-tickets", "/invoice", "/youser-payment"];
/** The sign-in page begins a staff session: it loads Auth, so it is budgeted as a staff page. */
const STAFF_ROUTES = Object.keys(ROUTES).filter((route) => !PUBLIC_ROUTES.includes(route));

/**
 * Modules a visitor must never download: the Firebase SDKs of the staff
 * session, the app's own modules that start it, and the staff pages' words
 * (common/src/messages/ar.ts adds them to the public ones).
 */
const STAFF_ONLY_SOURCES = [
  /node_modules\/@firebase\/(firestore|auth|functions)\//,
  /src\/app\/firebase\.ts$/,
  /src\/auth\/StaffSessionProvider\.tsx$/,
  /common\/src\/messages\/(ar|events|eventsAdmin|ticketsTable|checkin|staff|dashboard|datePickers|salesEditor|whatsApp|boxOffice)\.ts$/,
];

const kB = (bytes: number) => bytes / 1024;

describe("what each route downloads first", () => {
  const dist = process.env.WEB_DIST_DIR ?? DEFAULT_DIST;
  const build = readBuild(dist);
  const staffPages = STAFF_ROUTES.filter((route) => route !== "/login").map((route) => build.pageFile(ROUTES[route]!));

  for (const route of PUBLIC_ROUTES) {
    const files = build.routeFiles(ROUTES[route]!);

    it(`${route} stays under ${PUBLIC_BUDGET_GZIP_KB} kB of JavaScript (gzip)`, () => {
      const { gzip } = build.size(files);
      console.log(`${route}: ${files.size} files, ${kB(gzip).toFixed(1)} kB gzip`);
      expect(kB(gzip)).toBeLessThan(PUBLIC_BUDGET_GZIP_KB);
    });

    it(`${route} holds no staff page's chunk, nor Firestore, Auth or the Functions SDK`, () => {
      expect(staffPages.length).toBeGreaterThan(5);
      expect(staffPages.filter((file) => files.has(file))).toEqual([]);
      const sources = [...build.sources(files)];
      expect(sources.length).toBeGreaterThan(50);
      expect(sources.filter((source) => STAFF_ONLY_SOURCES.some((pattern) => pattern.test(source)))).toEqual([]);
    });
  }

  // An English page (under /en) downloads its Arabic files, then the
  // English catalogs of the sections they show before it draws
  // (web/src/lib/pageLanguage.ts): the same budget, those counted.
  for (const [route, page] of Object.entries(ENGLISH_ROUTES)) {
    const files = build.englishRouteFiles(page);

    it(`${route} stays under ${PUBLIC_BUDGET_GZIP_KB} kB of JavaScript (gzip), its English catalogs counted`, () => {
      const { gzip } = build.size(files);
      const catalogs = [...files].filter((file) => !build.routeFiles(page).has(file));
      console.log(`${route}: ${files.size} files (${catalogs.length} of English words), ${kB(gzip).toFixed(1)} kB gzip`);
      // The loader, with the words of the sections every page shows, and the page's own sections'.
      expect(catalogs.length).toBeGreaterThan(1);
      expect(kB(gzip)).toBeLessThan(PUBLIC_BUDGET_GZIP_KB);
    });
  }

  it("/buy-tickets has its own HTML: the shop as it opens and its catalogue at once, the shop's first download once it is painted", () => {
    const html = readFileSync(path.join(dist, "buy-tickets.html"), "utf8");
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${CATALOGUE_PATH}">`);
    // The page itself, prerendered: its heading and words are in the HTML.
    expect(html).toContain('<div id="root" data-prerendered="/buy-tickets">');
    expect(html).toContain(shopMessages.intro);
    // The styles of the first and the later views (web/build/prerender.tsx):
    // all in the head, none beside the elements (Emotion would move each
    // into the head as it starts, and a moved <style> is parsed again);
    // their names on an empty element Emotion takes over, their CSS on one
    // it never moves; the global ones marked for Emotion's default cache to
    // leave alone.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html.slice(html.indexOf("</head>"))).not.toContain("<style");
    const globals = [...head.matchAll(/<style data-emotion="muirtl-global [^"]+"( data-s="")?>/g)];
    expect(globals.length).toBeGreaterThan(0);
    expect(globals.filter(([, marked]) => !marked)).toEqual([]);
    const later = /<style data-emotion="muirtl ([^"]+)"><\/style>\s*<style data-prerendered-styles>([^<]+)<\/style>/.exec(head);
    expect(later).not.toBeNull();
    const laterNames = new Set(later![1]!.split(" "));
    const styledNames = new Set([...later![2]!.matchAll(/\.muirtl-([\w-]+)/g)].map((match) => match[1]!));
    expect(styledNames.size).toBeGreaterThan(20);
    expect([...styledNames].filter((name) => !laterNames.has(name))).toEqual([]);
    // One script that runs, from a file (the Content-Security-Policy
    // refuses inline ones): the starter (web/build/startAfterPaint.ts), and
    // its plan as data. Until the page is painted no module is asked for;
    // then the starter asks for all of the shop's at once, and runs the
    // entry's chunks one task each, every chunk after those it imports.
    expect(html).not.toContain("modulepreload");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('type="application/json"'));
    expect(scripts).toHaveLength(1);
    const starterFile = /^<script type="module" crossorigin src="\/(assets\/startAfterPaint-[\w-]+\.js)">$/.exec(scripts[0]!)?.[1];
    expect(starterFile).toBeDefined();
    const starter = readFileSync(path.join(dist, starterFile!), "utf8");
    const plan = JSON.parse(/<script type="application\/json" id="start-plan">([^<]*)<\/script>/.exec(html)![1]!) as {
      modulePaths: string[];
      evaluationOrder: string[];
      lazyView: { searchParam: string; modulePaths: string[] };
    };
    expect(new Set(plan.modulePaths.map((file) => file.replace(/^\//, "")))).toEqual(build.routeFiles(ROUTES["/buy-tickets"]!));
    const order = plan.evaluationOrder.map((file) => file.replace(/^\//, ""));
    expect(order.at(-1)).toBe(build.entryFile);
    const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[] }>;
    const importsOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, (chunk.imports ?? []).map((key) => manifest[key]!.file)]));
    expect(order.length).toBeGreaterThan(3);
    for (const [index, file] of order.entries()) {
      expect(importsOf.get(file)!.filter((imported) => !order.slice(0, index).includes(imported))).toEqual([]);
    }
    // (Minified: `for(let e of l.evaluationOrder)await import(e),await d()`.)
    expect(starter).toMatch(/for\s*\((?:const|let) (\w+) of \w+\.evaluationOrder\)\s*\{?\s*await import\(\1\)[;,]\s*await \w+\(\)/);
    // Opened on an event (`?event=<id>`), the starter asks for its checkout's chunks too: those the shop's do not hold.
    expect(plan.lazyView.searchParam).toBe("event");
    const checkout = plan.lazyView.modulePaths;
    const shopFiles = build.routeFiles(ROUTES["/buy-tickets"]!);
    const checkoutFiles = [...build.routeFiles("src/features/shop/components/EventCheckout.tsx")].filter((file) => !shopFiles.has(file));
    expect(checkoutFiles.length).toBeGreaterThan(0);
    expect(new Set(checkout.map((file) => file.replace(/^\//, "")))).toEqual(new Set(checkoutFiles));
  });

  it("shows an event's checkout without zod or the callables' schemas: its form's check is a chunk loaded later", () => {
    const checkoutSources = [...build.sources(build.routeFiles("src/features/shop/components/EventCheckout.tsx"))];
    expect(checkoutSources.length).toBeGreaterThan(50);
    expect(checkoutSources.filter((source) => /node_modules\/zod\/|common\/src\/(callables|documents)\.ts$/.test(source))).toEqual([]);
    const checkSources = [...build.sources(new Set([build.pageFile("src/features/shop/model/checkoutValidation.ts")]))];
    expect(checkSources.some((source) => source.endsWith("checkoutValidation.ts"))).toBe(true);
  });

  it("no route downloads Firestore's regular-expression engine (re2js, for pipeline queries the app never runs)", () => {
    const routesWithIt = Object.entries(ROUTES).filter(([, page]) =>
      [...build.sources(build.routeFiles(page))].some((source) => /node_modules\/re2js\//.test(source)),
    );
    expect(routesWithIt.map(([route]) => route)).toEqual([]);
    // Firestore itself is still there: the engine's stand-in is what replaced it.
    const staffSources = [...build.sources(build.routeFiles(ROUTES["/login"]!))];
    expect(staffSources.some((source) => /node_modules\/@firebase\/firestore\//.test(source))).toBe(true);
    expect(staffSources.some((source) => source.endsWith("src/lib/re2jsOmitted.ts"))).toBe(true);
  });

  it("no route downloads the date pickers (MUI X, dayjs): a form loads them as it shows one, its native fields standing in meanwhile", () => {
    const pickers = /node_modules\/(@mui\/x-date-pickers|dayjs)\//;
    const routesWithThem = Object.entries(ROUTES).filter(([, page]) =>
      [...build.sources(build.routeFiles(page))].some((source) => pickers.test(source)),
    );
    expect(routesWithThem.map(([route]) => route)).toEqual([]);
    const pickerSources = [...build.sources(build.routeFiles("src/components/fields/WallClockPicker.tsx"))];
    expect(pickerSources.some((source) => /node_modules\/@mui\/x-date-pickers\//.test(source))).toBe(true);
    expect(pickerSources.some((source) => /node_modules\/dayjs\/(esm\/)?locale\/ar\.js$/.test(source))).toBe(true);
  });

  it("no route downloads zod's classic API (the shared schemas are zod/mini, which a bundler trims)", () => {
    const routesWithIt = Object.entries(ROUTES).filter(([, page]) =>
      [...build.sources(build.routeFiles(page))].some((source) => /node_modules\/zod\/v4\/classic\//.test(source)),
    );
    expect(routesWithIt.map(([route]) => route)).toEqual([]);
    const staffSources = [...build.sources(build.routeFiles(ROUTES["/dashboard"]!))];
    expect(staffSources.some((source) => /node_modules\/zod\/v4\/mini\//.test(source))).toBe(true);
  });

  it("no route downloads every staff section of the messages (ar): each page takes arPublic and its own sections", () => {
    const routesWithIt = Object.entries(ROUTES).filter(([, page]) =>
      [...build.sources(build.routeFiles(page))].some((source) => source.endsWith("common/src/messages/ar.ts")),
    );
    expect(routesWithIt.map(([route]) => route)).toEqual([]);
    const staffPageSources = [...build.sources(build.routeFiles(ROUTES["/staff"]!))];
    expect(staffPageSources.some((source) => source.endsWith("common/src/messages/staff.ts"))).toBe(true);
    expect(staffPageSources.some((source) => source.endsWith("common/src/messages/dashboard.ts"))).toBe(false);
  });

  it("no route downloads TextField's Select, Menu and Popover: the app's fields are TextInput and native SelectFields", () => {
    const listMachinery = /node_modules\/@mui\/material\/(TextField|Select|Menu|Popover)\/(?!\w+Classes\.mjs$)/;
    const routesWithIt = Object.entries(ROUTES).filter(([, page]) =>
      [...build.sources(build.routeFiles(page))].some((source) => listMachinery.test(source)),
    );
    expect(routesWithIt.map(([route]) => route)).toEqual([]);
    const checkoutSources = [...build.sources(build.routeFiles("src/features/shop/components/EventCheckout.tsx"))];
    expect(checkoutSources.some((source) => source.endsWith("components/fields/TextInput.tsx"))).toBe(true);
    expect(checkoutSources.filter((source) => listMachinery.test(source) || /@mui\/material\/Modal\//.test(source))).toEqual([]);
  });

  it("no chunk imports itself through others: a cycle of chunks runs one before what it reads is defined", () => {
    // Splitting MUI's styles from its components once made such a cycle,
    // and `/` failed as it started (web/build/shopChunks.ts).
    const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[] }>;
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (key: string, trail: string[]) => {
      if (trail.includes(key)) {
        cycles.push([...trail.slice(trail.indexOf(key)), key].map((inCycle) => manifest[inCycle]!.file).join(" → "));
        return;
      }
      if (done.has(key)) return;
      for (const imported of manifest[key]!.imports ?? []) visit(imported, [...trail, key]);
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(cycles).toEqual([]);
  });

  it("preloads with a lazy chunk none of the files its importer has already loaded, and still the ones it has not", () => {
    // Vite's lists named them all, the entry's own chunks once per page (web/build/preloadsNotLoaded.ts).
    const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; imports?: string[] }>;
    const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const loadedWith = (key: string, loaded = new Set<string>()): Set<string> => {
      if (loaded.has(manifest[key]!.file)) return loaded;
      loaded.add(manifest[key]!.file);
      for (const imported of manifest[key]!.imports ?? []) loadedWith(imported, loaded);
      return loaded;
    };
    const already: string[] = [];
    let listed = 0;
    for (const [file, key] of keyOf) {
      const code = readFileSync(path.join(dist, file), "utf8");
      const names = /m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(code)?.[1];
      if (!names) continue;
      const files = (JSON.parse(names) as string[]).map((name) => name.replace(/^\.?\//, ""));
      const loaded = loadedWith(key);
      for (const [, indexes] of code.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
        for (const index of indexes!.split(",")) {
          listed += 1;
          if (loaded.has(files[Number(index)]!)) already.push(`${file} → ${files[Number(index)]}`);
        }
      }
    }
    expect(already).toEqual([]);
    // The lists themselves stay: a page's chunks still load beside it, not one after the other.
    expect(listed).toBeGreaterThan(100);
  });

  it("gives the buyer's phone sign-in a Firebase of its own, and the staff pages none of it", () => {
    // One shared @firebase/auth put the phone sign-in and its reCAPTCHA into every staff page (web/build/isolatedPackages.ts).
    const buyerAuth = [...build.sources(build.routeFiles("src/features/shop/buyer/buyerAuth.ts"))];
    expect(buyerAuth.filter((source) => /@firebase\/(app|auth)\/.*\?isolated=buyer$/.test(source)).length).toBeGreaterThanOrEqual(2);
    for (const route of STAFF_ROUTES) {
      const sources = [...build.sources(build.routeFiles(ROUTES[route]!))];
      expect(sources.filter((source) => source.includes("?isolated=")), route).toEqual([]);
      expect(sources.filter((source) => /src\/features\/shop\/buyer\//.test(source)), route).toEqual([]);
    }
  });

  it(`keeps every staff route under ${STAFF_BUDGET_GZIP_KB} kB of JavaScript (gzip)`, () => {
    const sizes = STAFF_ROUTES.map((route) => [route, kB(build.size(build.routeFiles(ROUTES[route]!)).gzip)] as const);
    console.log(sizes.map(([route, size]) => `${route}: ${size.toFixed(1)} kB`).join("\n"));
    expect(sizes.filter(([, size]) => size >= STAFF_BUDGET_GZIP_KB)).toEqual([]);
  });
});
