// The Arabic message for a failed Firestore read of the ticket pages.
import { ticketsMessages } from "@bawwaba/common";

export function loadErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  switch (code) {
    case "permission-denied":
    case "unauthenticated":
      return ticketsMessages.load.denied;
    case "not-found":
      return ticketsMessages.load.notFound;
    case "unavailable":
    case "deadline-exceeded":
      return ticketsMessages.load.unavailable;
    default:
      return ticketsMessages.load.failed;
  }
}

/** True when the rules refused the read (the ticket page leaves such parts out). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "permission-denied";
}
