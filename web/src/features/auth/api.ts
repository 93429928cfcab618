// Sign-in, sign-out, password reset, setting an invited password and
// verifying one's address with Firebase Auth.
import {
  confirmPasswordReset,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  verifyPasswordResetCode,
} from "firebase/auth";
import { auth, signOutAndForget } from "../../lib/firebase";
import { ROUTES } from "../../auth/access";
import { authErrorCode } from "./authErrors";

export function signIn(email: string, password: string) {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Signs out in every tab, forgets what the staff session left on this device
 * and reloads on the sign-in page (lib/firebase.ts). The staff bar asks about
 * the scanner's unsent scans first (app/useStaffSignOut.ts).
 */
export function signOutUser() {
  return signOutAndForget(ROUTES.login);
}

/**
 * Sends the reset e-mail. An unknown address is not an error for the person
 * asking: saying so would tell anyone which addresses have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (authErrorCode(error) !== "auth/user-not-found") throw error;
  }
}

/** The address an invitation's (or a reset's) code is for; rejects when the code is not valid. */
export function addressOfResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

/**
 * Sets the password with the code from the e-mailed link, then signs in.
 * Firebase Auth marks the address verified on the way: only its owner could
 * open the link, so a role written for it applies at this first sign-in.
 */
export async function setPasswordAndSignIn(code: string, email: string, password: string) {
  await confirmPasswordReset(auth, code, password);
  return signIn(email, password);
}

/** Sends the signed-in person the link that verifies their address. */
export function sendVerification(): Promise<void> {
  if (!auth.currentUser) return Promise.reject(new Error("Not signed in"));
  return sendEmailVerification(auth.currentUser);
}

/**
 * After the person opened the verification link elsewhere: reloads the
 * account and takes a new token, which says the address is verified (the
 * session then asks for the role due to it).
 */
export async function reloadVerification(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}
