// Thin triggers: each one calls `syncRoleClaims` for the affected e-mail.
import { COLLECTIONS, FUNCTIONS_REGION } from "@bawwaba/common";
import * as functionsV1 from "firebase-functions/v1";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { adminAuth, db } from "../admin.js";
import { syncRoleClaims } from "./syncRoleClaims.js";

/** A role was assigned, changed or removed. */
export const mirrorRoleToClaims = onDocumentWritten(
  `${COLLECTIONS.userRoles}/{email}`,
  async (event) => {
    await syncRoleClaims(db, adminAuth, event.params.email);
  },
);

/**
 * An account was created: a role written before the first sign-in applies now.
 * Auth creation triggers exist only in the v1 API.
 */
export const applyRoleOnSignUp = functionsV1
  .region(FUNCTIONS_REGION)
  .auth.user()
  .onCreate(async (user) => {
    if (user.email) await syncRoleClaims(db, adminAuth, user.email);
  });
