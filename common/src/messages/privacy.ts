// Arabic strings of the privacy policy (/privacy-policy,
// web/src/features/public/pages/PrivacyPolicyPage.tsx). A module of its own,
// outside `arPublic`: only that page imports it, so the shop's first download
// does not carry the policy's text (docs/product.md §5). What stays on a
// buyer's device is the shop's (web/src/features/shop: recent orders, the
// phone session, the checkout form); keep that section in step with it.
import { catalog } from "./compiled/ar/privacy.js";
import { section } from "./i18n.js";

export interface PrivacySection {
  title: string;
  body: string;
  /** Shown as a list under the body. */
  points?: readonly string[];
}

export const privacyMessages = section("privacy", catalog);
