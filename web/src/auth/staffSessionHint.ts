// Whether this device has a staff session to resume. Firebase Auth keeps the
// signed-in user in its own storage, but reading it takes loading Auth, which
// a visitor of the public shop must never download nor call. So the staff
// session notes here that it exists; a public page starts Auth only when the
// note is there (auth/AuthProvider.tsx). Without it (cleared storage), a
// staff member is simply asked to sign in again on a staff page. Signed out,
// the note is removed rather than set to false: a signed-out device keeps no
// `bawwaba.staffSession` at all (lib/staffDeviceData.ts).
import { deviceStorage } from "../lib/deviceStorage";
import { STORAGE_PREFIX, storedValue } from "../lib/storedValue";

const KEY = "staffSession";
const stored = storedValue(deviceStorage, KEY, (value): value is boolean => typeof value === "boolean", false);

export const staffSessionHint = {
  read: (): boolean => stored.read(),
  write(signedIn: boolean): void {
    if (signedIn) stored.write(true);
    else deviceStorage.removeItem(STORAGE_PREFIX + KEY);
  },
};
