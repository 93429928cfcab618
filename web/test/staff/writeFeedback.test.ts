import { afterEach, describe, expect, it, vi } from "vitest";
import { runForFeedback } from "../../src/lib/writeFeedback";

describe("runForFeedback", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the success message once the write has settled", async () => {
    await expect(runForFeedback(() => Promise.resolve(), "تم", () => "خطأ", "A test write")).resolves.toEqual({
      severity: "success",
      message: "تم",
    });
  });

  it("gives the message for the failure, logs it, and does not reject", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("refused");
    const messageFor = vi.fn(() => "رُفض");
    await expect(runForFeedback(() => Promise.reject(failure), "تم", messageFor, "A test write")).resolves.toEqual({
      severity: "error",
      message: "رُفض",
    });
    expect(messageFor).toHaveBeenCalledWith(failure);
    expect(log).toHaveBeenCalledWith("A test write failed", failure);
  });
});
