// Loading a page's code chunk with the SPEC's time limit, failing with an
// error that names the chunk so the user (and the logs) know what broke.
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: "failed" | "timeout",
    options?: { cause?: unknown },
  ) {
    super(`Page chunk "${chunk}" ${reason === "timeout" ? "timed out" : "failed to load"}`, options);
    this.name = "ChunkLoadError";
  }
}

export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, "timeout")), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, "failed", { cause }));
      },
    );
  });
}
