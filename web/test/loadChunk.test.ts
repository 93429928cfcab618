import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadChunk } from "../src/components/loadChunk";

afterEach(() => {
  vi.useRealTimers();
});

describe("loadChunk", () => {
  it("resolves with the module when it loads in time", async () => {
    await expect(loadChunk("dashboard", async () => ({ default: "page" }), 1000)).resolves.toEqual({ default: "page" });
  });

  it("fails with an error naming the chunk when the import fails", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const error = await loadChunk("dashboard", () => Promise.reject(cause), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ chunk: "dashboard", reason: "failed", cause });
  });

  it("fails as a timeout after the limit (120 s in the app) when the chunk never arrives", async () => {
    vi.useFakeTimers();
    const pending = loadChunk("qr-scanner", () => new Promise<never>(() => {}), 120_000);
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ chunk: "qr-scanner", reason: "timeout" });
  });
});
