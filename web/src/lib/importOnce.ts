// A module the page imports only when it first needs it, fetched once. A
// failed download (a lost connection) is not kept: the next call tries again.
// On an English page its words come in English with it (pageLanguage.ts).
import { loadCatalogsOfSections } from "@bawwaba/common";

export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load()
      .then(async (module) => {
        await loadCatalogsOfSections();
        return module;
      })
      .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
