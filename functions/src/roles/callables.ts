// The roles' callables: a super_admin's invitation (/staff), and any signed-in
// account asking for its role to be re-checked now (after verifying its
// address or changing its e-mail: no trigger fires for either).
import { ar, inviteStaffInput, renameStaffInput, type InviteStaffResult, type SyncMyRoleResult } from "@bawwaba/common";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { adminAuth, db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { appOrigin } from "../shared/urls.js";
import { inviteStaff as invite } from "./invite.js";
import { renameStaff as rename } from "./staffName.js";
import { syncAccountRole } from "./syncRoleClaims.js";

export const inviteStaff = onCall(async (request): Promise<InviteStaffResult> => {
  const inviter = await requireRole(request, ["super_admin"]);
  const input = parseInput(inviteStaffInput, request.data);
  return invite(db, adminAuth, {
    ...input,
    invitedBy: { uid: inviter.uid, email: inviter.email },
    appOrigin: appOrigin(request.rawRequest.headers.origin),
  });
});

export const renameStaff = onCall(async (request): Promise<Record<string, never>> => {
  await requireRole(request, ["super_admin"]);
  await rename(db, adminAuth, parseInput(renameStaffInput, request.data));
  return {};
});

/** Only the caller's own account: it learns its own role, nothing else. */
export const syncMyRole = onCall(async (request): Promise<SyncMyRoleResult> => {
  if (!request.auth) throw new HttpsError("unauthenticated", ar.errors.unauthenticated);
  const outcome = await syncAccountRole(db, adminAuth, request.auth.uid);
  if (outcome.status === "no-user") throw new HttpsError("unauthenticated", ar.errors.unauthenticated);
  return { role: outcome.role, changed: outcome.status === "updated" };
});
