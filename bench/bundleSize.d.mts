// Types of bench/bundleSize.mjs, for the TypeScript tests that use it.
export declare const ROUTES: Readonly<Record<string, string>>;
export declare const ENGLISH_ROUTES: Readonly<Record<string, string>>;
export declare const DEFAULT_DIST: string;
export interface Build {
  entryFile: string;
  pageFile(page: string): string;
  routeFiles(page: string): Set<string>;
  englishRouteFiles(page: string): Set<string>;
  sources(files: Iterable<string>): Set<string>;
  size(files: Iterable<string>): { raw: number; gzip: number };
}
export declare function readBuild(dist?: string): Build;
