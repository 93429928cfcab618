// Loading a page's code chunk with the SPEC's time limit, failing with an
// error that names the chunk so the user (and the logs) know what broke.
import { loadCatalogsOfSections } from "@bawwaba/common";
import { withTimeout } from "../lib/withTimeout";

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
  // On an English page the chunk's words come in English before it draws (lib/pageLanguage.ts).
  const loaded = load()
    .then(async (module) => {
      await loadCatalogsOfSections();
      return module;
    })
    .catch((cause: unknown) => {
    throw new ChunkLoadError(chunk, "failed", { cause });
  });
  return withTimeout(loaded, timeoutMs, () => new ChunkLoadError(chunk, "timeout"));
}
