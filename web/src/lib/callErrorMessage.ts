// The Arabic message to show for a failed callable. The functions answer with
// an HttpsError whose message is already Arabic (common/src/messages); the
// client's own failures (timeout, no network) get theirs here.
import { callErrorMessages } from "@bawwaba/common";

const SERVER_CODES = new Set([
  "invalid-argument",
  "failed-precondition",
  "resource-exhausted",
  "not-found",
  "permission-denied",
  "unauthenticated",
  "already-exists",
  "aborted",
]);

/** The HttpsError code ("resource-exhausted"…), or "" for anything else. */
export function callErrorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error
    ? String(error.code).replace(/^functions\//, "")
    : "";
}

/**
 * Whether the function itself answered with a refusal. Otherwise (a timeout,
 * a lost connection, a crash) the call may have done its work unseen.
 */
export function isServerRefusal(error: unknown): boolean {
  return SERVER_CODES.has(callErrorCode(error));
}

// The web SDK (firebase/functions 12) appends the HTTP status to the
// function's own message: "الطلب غير موجود. [404]". It is not for people.
const HTTP_STATUS_SUFFIX = /\s*\[\d{3}\]$/;

export function callErrorMessage(error: unknown): string {
  const code = callErrorCode(error);
  const message = error instanceof Error ? error.message.replace(HTTP_STATUS_SUFFIX, "") : "";
  if (SERVER_CODES.has(code) && message) return message;
  switch (code) {
    case "deadline-exceeded":
      return callErrorMessages.timeout;
    case "unavailable":
      return callErrorMessages.network;
    case "permission-denied":
      return callErrorMessages.permissionDenied;
    case "unauthenticated":
      return callErrorMessages.unauthenticated;
    default:
      return callErrorMessages.unknown;
  }
}
