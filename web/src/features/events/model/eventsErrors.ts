// The Arabic message for each way saving or changing an event can fail.
// No Firebase imports, so unit tests can load it.
import { eventsAdminMessages } from "@bawwaba/common";
import { callErrorMessage } from "../../../lib/callErrorMessage";

/** Refusals the app itself raises before writing anything. */
export class EventSaveRefused extends Error {
  constructor(readonly code: "type-removal-not-draft" | "timeout") {
    super(code);
    this.name = "EventSaveRefused";
  }
}

export function eventsErrorMessage(error: unknown): string {
  const messages = eventsAdminMessages.errors;
  if (error instanceof EventSaveRefused) {
    return error.code === "timeout" ? messages.timeout : messages.typeRemovalNotDraft;
  }
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  // A capacity change refused by setTicketTypeCapacity carries its own Arabic message.
  if (code.startsWith("functions/")) return callErrorMessage(error);
  switch (code) {
    case "permission-denied":
      return messages.permissionDenied;
    case "unauthenticated":
      return messages.unauthenticated;
    case "not-found":
      return messages.notFound;
    case "unavailable":
    case "deadline-exceeded":
      return messages.unavailable;
    default:
      return messages.unknown;
  }
}
