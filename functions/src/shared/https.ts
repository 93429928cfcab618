// The boundary of every callable: who is calling, with what input. Refusals
// are HttpsErrors with an Arabic message (common/src/messages/functionErrors.ts).
import { ar, COLLECTIONS, firstIssueMessage, isRole, roleDocId, type Role } from "@bawwaba/common";
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import type { z } from "zod/mini";
import { db } from "../admin.js";

export interface Caller {
  uid: string;
  email?: string;
  role: Role;
}

/**
 * The caller, if signed in with one of `roles` now; otherwise the matching
 * HttpsError: `unauthenticated` when signed out (sign in and try again),
 * unless the callable treats a signed-out caller like any other caller
 * without the role (`signedOut: "permission-denied"`).
 *
 * The token's claim alone is not enough: an ID token lives for an hour, and
 * a role removed or lowered in the meantime must stop working at once. So
 * the claim must have been applied for the token's own verified address
 * (`roleEmail`: an account that changed its e-mail keeps nothing of the old
 * address) and that address's role document must say the same role now
 * (one document read per call).
 */
export async function requireRole(
  request: Pick<CallableRequest, "auth">,
  roles: readonly Role[],
  { signedOut = "unauthenticated" }: { signedOut?: "unauthenticated" | "permission-denied" } = {},
): Promise<Caller & { email: string }> {
  const auth = request.auth;
  if (!auth) {
    if (signedOut === "permission-denied") throw new HttpsError("permission-denied", ar.errors.permissionDenied);
    throw new HttpsError("unauthenticated", ar.errors.unauthenticated);
  }
  const denied = () => new HttpsError("permission-denied", ar.errors.permissionDenied);
  const { role, roleEmail, email, email_verified: emailVerified } = auth.token as Record<string, unknown>;
  if (!isRole(role) || !roles.includes(role)) throw denied();
  if (emailVerified !== true || typeof email !== "string" || roleDocId(email) !== roleEmail) throw denied();
  const live = await db.collection(COLLECTIONS.userRoles).doc(roleDocId(email)).get();
  if (live.get("role") !== role) throw denied();
  return { uid: auth.uid, email, role };
}

/**
 * The input parsed by `schema`, or invalid-argument with the first problem's
 * message and, when it is about one field, `details: { field }` naming it
 * ("vatNumber", "items.0.quantity"), so a form shows the message beside it.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const field = result.error.issues[0]?.path.map(String).join(".");
    throw new HttpsError("invalid-argument", firstIssueMessage(result.error), field ? { field } : undefined);
  }
  return result.data;
}

/**
 * The caller's phone number as their sign-in verified it (the ID token's
 * `phone_number`, E.164), or `unauthenticated`. Firebase sets a phone on an
 * account only through a one-time code sent to it (or the Admin SDK), so a
 * buyer can never name a phone that is not theirs (docs/security.md, "Buyers").
 */
export function requireVerifiedPhone(request: Pick<CallableRequest, "auth">): { uid: string; phone: string } {
  const phone = request.auth?.token.phone_number;
  if (!request.auth || typeof phone !== "string" || !/^\+[1-9]\d{6,14}$/.test(phone)) {
    throw new HttpsError("unauthenticated", ar.errors.phoneSignInRequired);
  }
  return { uid: request.auth.uid, phone };
}

/**
 * Refuses a call without an App Check token, or with a limited-use token
 * already consumed. firebase-functions only marks a replayed token
 * (`request.app.alreadyConsumed`) and runs the handler anyway, so a handler
 * that consumes tokens must refuse it itself (docs/security.md, "Replayed
 * purchases"). `enforced` is false where App Check cannot run (the emulator).
 */
export function requireFreshAppCheck(request: Pick<CallableRequest, "app">, enforced: boolean): void {
  if (!enforced) return;
  if (!request.app) throw new HttpsError("unauthenticated", ar.errors.purchaseReplayed);
  if (request.app.alreadyConsumed) throw new HttpsError("failed-precondition", ar.errors.purchaseReplayed);
}
