// The Arabic message for a failed read or write of role documents. No
// Firebase imports, so unit tests can load it.
import { staffMessages } from "@bawwaba/common";
import { callErrorCode } from "../../../lib/callErrorMessage";

const messages = staffMessages.errors;

/** The server gave no answer in time (the write may still land). */
export class StaffWriteTimeout extends Error {
  constructor() {
    super("timeout");
    this.name = "StaffWriteTimeout";
  }
}

/** A refused or failed write; a refusal by the rules gets the friendly reason. */
export function staffWriteErrorMessage(error: unknown): string {
  if (error instanceof StaffWriteTimeout) return messages.timeout;
  switch (callErrorCode(error)) {
    case "permission-denied":
    case "unauthenticated":
      return messages.denied;
    case "unavailable":
    case "deadline-exceeded":
      return messages.unavailable;
    default:
      return messages.unknown;
  }
}

/** A failed live read of the list. */
export function staffLoadErrorMessage(error: unknown): string {
  const code = callErrorCode(error);
  return code === "permission-denied" || code === "unauthenticated" ? messages.loadDenied : messages.load;
}
