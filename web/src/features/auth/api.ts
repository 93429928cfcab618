// Sign-in, sign-out and password reset with Firebase Auth.
import { sendPasswordResetEmail, signInWithEmailAndPassword, signOut } from "firebase/auth";
import { auth } from "../../app/firebase";
import { authErrorCode } from "./authErrors";

export function signIn(email: string, password: string) {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

export function signOutUser() {
  return signOut(auth);
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
