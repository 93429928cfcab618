// Whether this device has a buyer signed in, and with which phone, kept in
// localStorage beside Firebase Auth's own session: the shop reads it without
// loading Auth, to show the phone at once and load Auth only for a buyer who
// has a session (buyerAuth.ts). Only a hint: a call always sends the ID
// token Auth holds, and Auth's answer corrects the hint.
import { deviceStorage } from "../../../lib/deviceStorage";
import { isString, storedValue } from "../../../lib/storedValue";

const stored = storedValue<string | null>(deviceStorage, "shop.buyerPhone", (value): value is string | null => value === null || isString(value), null);

export const buyerSessionHint = {
  read: (): string | null => stored.read(),
  write: (phone: string | null) => stored.write(phone),
};
