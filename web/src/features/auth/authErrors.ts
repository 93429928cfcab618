// The Arabic message for each Auth error a person can run into, and the
// sign-in form's own checks. No Firebase imports, so unit tests can load it.
import { staffSignInMessages } from "@bawwaba/common";

export function authErrorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

/** Which field an error belongs beside, and what it says. */
export function authErrorMessage(error: unknown): { field: "email" | "password" | "form"; message: string } {
  const messages = staffSignInMessages.login.errors;
  switch (authErrorCode(error)) {
    case "auth/invalid-email":
      return { field: "email", message: messages.emailInvalid };
    // One message for an unknown address and a wrong password, beside neither
    // field: telling them apart would say which addresses have an account.
    // With e-mail enumeration protection on (docs/deploy.md) Firebase itself
    // answers both with invalid-credential; without it, the page still says
    // the same.
    case "auth/user-not-found":
    case "auth/wrong-password":
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
      return { field: "form", message: messages.invalidCredential };
    case "auth/too-many-requests":
      return { field: "form", message: messages.tooManyRequests };
    case "auth/user-disabled":
      return { field: "form", message: messages.userDisabled };
    case "auth/network-request-failed":
      return { field: "form", message: messages.network };
    default:
      return { field: "form", message: messages.unknown };
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form before anything is sent; returns a message per bad field. */
export function validateSignIn(email: string, password: string | null) {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = staffSignInMessages.login.errors.emailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = staffSignInMessages.login.errors.emailInvalid;
  if (password !== null && !password) errors.password = staffSignInMessages.login.errors.passwordRequired;
  return errors;
}
