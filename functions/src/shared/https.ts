// The boundary of every callable: who is calling, with what input. Refusals
// are HttpsErrors with an Arabic message (common/src/messages/functionErrors.ts).
import { ar, firstIssueMessage, type Role } from "@bawwaba/common";
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import type { z } from "zod";

export interface Caller {
  uid: string;
  email?: string;
  role: Role;
}

/**
 * The caller, if signed in with one of `roles`; otherwise the matching
 * HttpsError: `unauthenticated` when signed out (sign in and try again),
 * unless the callable treats a signed-out caller like any other caller
 * without the role (`signedOut: "permission-denied"`).
 */
export function requireRole(
  request: Pick<CallableRequest, "auth">,
  roles: readonly Role[],
  { signedOut = "unauthenticated" }: { signedOut?: "unauthenticated" | "permission-denied" } = {},
): Caller {
  const auth = request.auth;
  if (!auth) {
    if (signedOut === "permission-denied") throw new HttpsError("permission-denied", ar.errors.permissionDenied);
    throw new HttpsError("unauthenticated", ar.errors.unauthenticated);
  }
  const role = auth.token.role as unknown;
  if (typeof role !== "string" || !(roles as readonly string[]).includes(role)) {
    throw new HttpsError("permission-denied", ar.errors.permissionDenied);
  }
  return { uid: auth.uid, email: auth.token.email, role: role as Role };
}

/** The input parsed by `schema`, or invalid-argument with the first problem's message. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError("invalid-argument", firstIssueMessage(result.error));
  return result.data;
}
