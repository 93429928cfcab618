// The buyer's session: Firebase Auth's phone sign-in on an app of its own
// ("buyer"), apart from the staff's (lib/firebase.ts), so that a buyer's
// account is never taken for a staff session on a shared device and signing
// out of one leaves the other. Loaded only when a buyer reaches the phone
// step or this device has a buyer session (buyerSessionHint.ts): the shop's
// list loads no Firebase SDK (docs/product.md §5). reCAPTCHA (invisible)
// guards the SMS in production; the Auth emulator sends no SMS and lists the
// codes it "sent" (connectAuthEmulator turns the reCAPTCHA into a stand-in).
// Isolated copies (web/build/isolatedPackages.ts): the staff pages' Auth stays without the phone sign-in.
import { getApps, initializeApp } from "isolated:buyer/firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  type ConfirmationResult,
  type User,
} from "isolated:buyer/firebase/auth";
import { displayLocale } from "@bawwaba/common";
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseOptions, useEmulators } from "../../../lib/config";
import { buyerSessionHint } from "./buyerSessionHint";

const APP_NAME = "buyer";
const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(firebaseOptions, APP_NAME);
// Kept on the device (IndexedDB, else localStorage): a returning buyer is not asked again.
const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
// The SMS with the code, and reCAPTCHA's challenge, in the page's language.
auth.languageCode = displayLocale().language;
if (useEmulators) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });

/** The signed-in buyer's verified phone (E.164), or null; waits for the stored session to load. */
export async function currentBuyerPhone(): Promise<string | null> {
  await auth.authStateReady();
  const phone = auth.currentUser?.phoneNumber ?? null;
  buyerSessionHint.write(phone);
  return phone;
}

/** The buyer's ID token for a call (refreshed when near its end), or null when signed out. */
export async function buyerIdToken(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

let verifier: RecaptchaVerifier | undefined;

/**
 * Sends a one-time code to `phone` (E.164). `button` is the element the
 * buyer pressed: the invisible reCAPTCHA binds to it.
 */
export async function sendSignInCode(phone: string, button: HTMLElement): Promise<ConfirmationResult> {
  verifier?.clear();
  verifier = new RecaptchaVerifier(auth, button, { size: "invisible" });
  try {
    return await signInWithPhoneNumber(auth, phone, verifier);
  } catch (error) {
    // A failed attempt's widget cannot be used again.
    verifier.clear();
    verifier = undefined;
    throw error;
  }
}

/** Confirms the code the buyer typed; answers the verified phone. */
export async function confirmSignInCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  const { user } = await confirmation.confirm(code);
  return signedIn(user);
}

function signedIn(user: User): string {
  const phone = user.phoneNumber!;
  buyerSessionHint.write(phone);
  return phone;
}

export async function signOutBuyer(): Promise<void> {
  await signOut(auth);
  buyerSessionHint.write(null);
}
