import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { EventSaveRefused, eventsErrorMessage } from "../../src/features/events/model/eventsErrors";

const messages = ar.eventsAdmin.errors;

describe("eventsErrorMessage", () => {
  it.each([
    ["permission-denied", messages.permissionDenied],
    ["unauthenticated", messages.unauthenticated],
    ["not-found", messages.notFound],
    ["unavailable", messages.unavailable],
    ["deadline-exceeded", messages.unavailable],
    ["internal", messages.unknown],
  ])("maps the Firestore code %s to its Arabic message", (code, message) => {
    expect(eventsErrorMessage({ code, message: "English detail" })).toBe(message);
  });

  it("explains the app's own refusals", () => {
    expect(eventsErrorMessage(new EventSaveRefused("timeout"))).toBe(messages.timeout);
    expect(eventsErrorMessage(new EventSaveRefused("type-removal-not-draft"))).toBe(messages.typeRemovalNotDraft);
  });

  it("never shows nothing, whatever was thrown", () => {
    expect(eventsErrorMessage(undefined)).toBe(messages.unknown);
    expect(eventsErrorMessage("boom")).toBe(messages.unknown);
  });
});
