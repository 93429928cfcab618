// Arabic strings of the privacy policy (/privacy-policy,
// web/src/features/public/pages/PrivacyPolicyPage.tsx). A module of its own,
// outside `arPublic`: only that page imports it, so the shop's first download
// does not carry the policy's text (docs/product.md §5). What stays on a
// buyer's device is the shop's (web/src/features/shop: recent orders, the
// phone session, the checkout form); keep that section in step with it.
import { messages } from "./compiled/ar/privacy.js";
import { arabicSection, hasMessage } from "./i18n.js";

const t = arabicSection("privacy", messages);

export interface PrivacySection {
  title: string;
  body: string;
  /** Shown as a list under the body. */
  points?: readonly string[];
}

/** The policy's sections, in order: the catalog's `sections` list. */
function sections(): PrivacySection[] {
  const list: PrivacySection[] = [];
  while (hasMessage("ar", `privacy.sections.${list.length}.title`)) {
    const at = `sections.${list.length}`;
    const points = t.list(`${at}.points`);
    list.push({ title: t(`${at}.title`), body: t(`${at}.body`), ...(points.length > 0 ? { points } : {}) });
  }
  return list;
}

export const privacyMessages = {
  get heading() {
    return t("heading");
  },
  get updated() {
    return t("updated");
  },
  get sections() {
    return sections();
  },
} as const;
