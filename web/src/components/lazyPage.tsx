// Every page is its own code chunk, loaded on demand (docs/product.md §2): a spinner
// while it loads, a named error with a retry when it fails or takes > 120 s. So
// is a part of a page that few visits open (the print preview, dialogs).
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { PAGE_CHUNK_TIMEOUT_MS } from "../lib/config";
import { ChunkErrorBoundary } from "./ChunkErrorBoundary";
import { FullPageSpinner } from "./FullPageSpinner";
import { loadChunk } from "./loadChunk";

/** What every page component receives: the route pattern it was opened by. */
export interface PageProps {
  routePath: string;
}

export type PageModule = { default: ComponentType<PageProps> };

export function lazyPage(chunk: string, load: () => Promise<PageModule>): ComponentType<PageProps> {
  return lazyChunk(chunk, load, <FullPageSpinner />);
}

/**
 * What the router imports for a page few visits open (a super_admin's): the
 * page in a chunk of its own behind a module of a few bytes. The app's entry
 * names, for every page the router may load, the chunks it needs at once
 * (fetched together with it); behind this, the entry names only the small
 * module, and the page's chunks are named there, loaded one step later. So
 * such a page adds next to nothing to what every visitor downloads first,
 * the shop's budget included (docs/performance.md).
 */
export function deferredPage(chunk: string, load: () => Promise<PageModule>): ComponentType<PageProps> {
  return lazyPage(chunk, load);
}

/**
 * A component in its own chunk, loaded when first drawn: `fallback` while it
 * loads, a named error with a retry when it fails or takes > 120 s.
 */
export function lazyChunk<Props extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode,
): ComponentType<Props> {
  const makeLazy = () => lazy(() => loadChunk(chunk, load, PAGE_CHUNK_TIMEOUT_MS));
  // React.lazy remembers a failed load forever; a retry needs a fresh one.
  let Loaded = makeLazy();

  function LazyChunk(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyChunk.displayName = `Lazy(${chunk})`;
  return LazyChunk;
}
