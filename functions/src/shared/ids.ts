// Document ids derived from a caller's requestId (docs/contracts.md): the same request
// always names the same document, so a retry finds the first answer instead
// of doing the work twice. The caller's uid is part of the hash so that one
// caller can never reach another's document by guessing its requestId.
import { createHash } from "node:crypto";

/** 20 base64url characters (120 bits), like a Firestore auto id. */
export function requestScopedId(kind: string, callerUid: string, requestId: string): string {
  return createHash("sha256").update(`${kind}\0${callerUid}\0${requestId}`).digest("base64url").slice(0, 20);
}
