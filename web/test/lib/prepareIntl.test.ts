import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("prepareIntl", () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads Intl a step per task: another task runs between two steps", async () => {
    let otherTaskRan = false;
    const maximize = vi.spyOn(Intl.Locale.prototype, "maximize").mockImplementation(function (this: Intl.Locale) {
      // Queued during the first step: it runs before the next step only if that step is a task of its own.
      setTimeout(() => (otherTaskRan = true));
      return this;
    });
    let otherTaskRanBeforeSecondStep: boolean | undefined;
    const calendars = vi.spyOn(Intl, "supportedValuesOf").mockImplementation(() => {
      otherTaskRanBeforeSecondStep = otherTaskRan;
      return [];
    });
    const { prepareIntl } = await import("../../src/lib/prepareIntl");
    const ready = prepareIntl();
    expect(maximize).not.toHaveBeenCalled();
    await ready;
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(calendars).toHaveBeenCalledTimes(1);
    expect(otherTaskRanBeforeSecondStep).toBe(true);
  });

  it("still resolves on a browser that lacks a step's call, whose data then loads with its first formatter", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Intl, "supportedValuesOf").mockImplementation(() => {
      throw new TypeError("Intl.supportedValuesOf is not a function");
    });
    const { prepareIntl } = await import("../../src/lib/prepareIntl");
    await expect(prepareIntl()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("prepares once: later calls are answered at once", async () => {
    const { prepareIntl } = await import("../../src/lib/prepareIntl");
    const first = prepareIntl();
    await first;
    const maximize = vi.spyOn(Intl.Locale.prototype, "maximize");
    expect(prepareIntl()).toBe(first);
    expect(maximize).not.toHaveBeenCalled();
  });
});
