// Whether this device has a staff session to resume. Firebase Auth keeps the
// signed-in user in its own storage, but reading it takes loading Auth, which
// a visitor of the public shop must never download nor call. So the staff
// session notes here that it exists; a public page starts Auth only when the
// note is there (auth/AuthProvider.tsx). Without it (cleared storage), a
// staff member is simply asked to sign in again on a staff page.
import { deviceStorage } from "../lib/deviceStorage";
import { storedValue } from "../lib/storedValue";

export const staffSessionHint = storedValue(
  deviceStorage,
  "staffSession",
  (value): value is boolean => typeof value === "boolean",
  false,
);
