// A module the page imports only when it first needs it, fetched once. A
// failed download (a lost connection) is not kept: the next call tries again.
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
