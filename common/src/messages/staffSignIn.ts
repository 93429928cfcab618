// Signing in as staff (/login), the staff session's notices (a role
// removed, setting a password) and the first visit's welcome. A module of its
// own, so that the shop does not download them.
import { catalog } from "./compiled/ar/staffSignIn.js";
import { section } from "./i18n.js";
import { callErrorMessages } from "./callErrors.js";

export const staffSignInMessages = section("staffSignIn", catalog, () => ({
  login: {
    errors: {
      get network() {
        return callErrorMessages.network;
      },
    },
  },
}));
