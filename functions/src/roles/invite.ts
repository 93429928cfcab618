// Staff onboarding as an invitation: a super_admin names an address and a
// role; the account is made if it does not exist (with no password anyone
// knows), the role is written, and the address receives a link to set its
// password. Only the owner of the address can open that link, and setting
// the password through it marks the address verified (Firebase Auth does so
// for a password reset), so the role applies at the first sign-in.
import { ar, COLLECTIONS, roleDocId, SET_PASSWORD_PATH, type StaffRole } from "@bawwaba/common";
import type { Auth } from "firebase-admin/auth";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { inEmulator } from "../config.js";
import { nameStaff } from "./staffName.js";
import { recordState } from "./syncRoleClaims.js";

export interface Invitation {
  email: string;
  /** The name staff will know them by (staffName.ts). */
  displayName: string;
  role: StaffRole;
  /** The inviting super_admin. */
  invitedBy: { uid: string; email: string };
  /** The web app's origin: the link opens its set-password form. */
  appOrigin: string;
}

export async function inviteStaff(db: Firestore, auth: Auth, invitation: Invitation): Promise<{ accountCreated: boolean }> {
  const email = roleDocId(invitation.email);
  // One's own role changes only through another super_admin (as the rules
  // say for role documents), and one's own account needs no invitation.
  if (email === roleDocId(invitation.invitedBy.email)) {
    throw new HttpsError("failed-precondition", ar.errors.inviteSelf);
  }
  let user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === "auth/user-not-found") return null;
    throw error;
  });
  const accountCreated = !user;
  // No password: nobody can sign in until the link sets one.
  user ??= await auth.createUser({ email, emailVerified: false });
  await nameStaff(db, auth, email, user.uid, invitation.displayName);

  const link = setPasswordLink(invitation.appOrigin, await auth.generatePasswordResetLink(email));
  // The state before the role: the mirror (run by the role write) then finds
  // the account already recorded and, once it is verified, makes it active.
  if (!user.emailVerified) {
    await recordState(db, email, user.uid, "invited", null, {
      invitedAt: FieldValue.serverTimestamp(),
      invitedBy: invitation.invitedBy.uid,
      // The demo has no mail transport: /staff shows the link on the emulator only.
      ...(inEmulator ? { inviteLink: link } : { inviteLink: FieldValue.delete() }),
    });
  }
  await db.collection(COLLECTIONS.userRoles).doc(email).set({ role: invitation.role });
  await db.collection(COLLECTIONS.mail).add(invitationMail(email, invitation.role, link));
  return { accountCreated };
}

/**
 * The app's own set-password form for the reset code of `resetLink` (the
 * Auth handler's page is English; the app's speaks Arabic).
 */
function setPasswordLink(appOrigin: string, resetLink: string): string {
  const code = new URL(resetLink).searchParams.get("oobCode");
  if (!code) throw new Error("The password reset link carries no oobCode");
  const link = new URL(SET_PASSWORD_PATH, appOrigin);
  link.searchParams.set("mode", "resetPassword");
  link.searchParams.set("oobCode", code);
  return link.toString();
}

function invitationMail(email: string, role: StaffRole, link: string) {
  const mail = ar.staff.invite.mail;
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const roleName = ar.roles[role];
  return {
    to: email,
    message: {
      subject: mail.subject,
      text: [mail.body(roleName), mail.link, link].join("\n"),
      html: `<div dir="rtl" lang="ar"><p>${escape(mail.body(roleName))}</p><p><a href="${escape(link)}">${escape(mail.link)}</a></p></div>`,
    },
  };
}
