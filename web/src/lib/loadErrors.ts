// The Arabic message for a failed Firestore read of the ticket pages.
import { ar } from "@bawwaba/common";

export function loadErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  switch (code) {
    case "permission-denied":
    case "unauthenticated":
      return ar.tickets.load.denied;
    case "not-found":
      return ar.tickets.load.notFound;
    case "unavailable":
    case "deadline-exceeded":
      return ar.tickets.load.unavailable;
    default:
      return ar.tickets.load.failed;
  }
}

/** True when the rules refused the read (the ticket page leaves such parts out). */
export function isPermissionDenied(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "permission-denied";
}
