import { describe, expect, it } from "vitest";
import { cameraProblem } from "../../src/features/checkin/model/cameraProblem";

describe("cameraProblem", () => {
  it.each([
    ["Error getting userMedia, error = NotAllowedError: Permission denied", "permission"],
    ["Error getting userMedia, error = NotFoundError: Requested device not found", "noCamera"],
    ["Error getting userMedia, error = OverconstrainedError", "noCamera"],
    ["Error getting userMedia, error = NotReadableError: Could not start video source", "inUse"],
    ["Camera streaming not supported by the browser.", "unsupported"],
    ["navigator.mediaDevices not supported", "unsupported"],
    ["something else", "failed"],
  ])("reads %s as %s", (error, problem) => {
    expect(cameraProblem(error)).toBe(problem);
  });

  it("reads DOMException-like errors too", () => {
    expect(cameraProblem(Object.assign(new Error("denied"), { name: "NotAllowedError" }))).toBe("permission");
  });
});
