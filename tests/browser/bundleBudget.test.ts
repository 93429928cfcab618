// The public shop must stay light on a phone: what /buy-tickets downloads
// before it shows (the entry and the page chunk with their static imports,
// gzip) stays under a budget, and none of it is a staff page's code. Reads
// the web build the emulators serve (`npm test` builds web/dist first; a run
// on other ports names its build in WEB_DIST_DIR).
import { describe, expect, it } from "vitest";
import { DEFAULT_DIST, readBuild, ROUTES } from "../../bench/bundleSize.mjs";

// About 10% above the 426 kB measured when the shop got its checkout and
// order page (of which the app's entry, Firebase and MUI, are 399 kB).
const BUY_TICKETS_BUDGET_GZIP_KB = 470;

const PUBLIC_ROUTES = new Set(["/ (landing)", "/login", "/buy-tickets", "/youser-payment"]);

describe("the /buy-tickets bundle", () => {
  const build = readBuild(process.env.WEB_DIST_DIR ?? DEFAULT_DIST);
  const shopPage = ROUTES["/buy-tickets"]!;
  const files = build.routeFiles(shopPage);

  it(`stays under ${BUY_TICKETS_BUDGET_GZIP_KB} kB of JavaScript (gzip) at first load`, () => {
    const { gzip } = build.size(files);
    console.log(`/buy-tickets: ${files.size} files, ${(gzip / 1024).toFixed(1)} kB gzip`);
    expect(gzip / 1024).toBeLessThan(BUY_TICKETS_BUDGET_GZIP_KB);
  });

  it("holds no staff page's chunk", () => {
    const staffPages = Object.entries(ROUTES)
      .filter(([route]) => !PUBLIC_ROUTES.has(route))
      .map(([, page]) => build.pageFile(page));
    expect(staffPages.length).toBeGreaterThan(5);
    expect(staffPages.filter((file) => files.has(file))).toEqual([]);
  });
});
