// Sign-in, sign-out and password reset with Firebase Auth.
import { sendPasswordResetEmail, signInWithEmailAndPassword } from "firebase/auth";
import { auth, signOutAndForget } from "../../app/firebase";
import { ROUTES } from "../../auth/access";
import { authErrorCode } from "./authErrors";

export function signIn(email: string, password: string) {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/** Signs out, clears this device's Firestore cache and reloads on the sign-in page (app/firebase.ts). */
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
