import { describe, expect, it } from "vitest";
import { importOnce } from "../../src/lib/importOnce";

describe("importOnce", () => {
  it("fetches a module once however often it is asked for", async () => {
    let fetches = 0;
    const load = importOnce(async () => ({ fetched: ++fetches }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(fetches).toBe(1);
  });

  it("tries again after a failed download, and keeps what then arrives", async () => {
    let fetches = 0;
    const load = importOnce(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { fetched: fetches };
    });
    await expect(load()).rejects.toThrow("Failed to fetch");
    const module = await load();
    expect(module).toEqual({ fetched: 2 });
    expect(await load()).toBe(module);
    expect(fetches).toBe(2);
  });
});
