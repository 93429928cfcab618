// The landing page (/): what Bawwaba is, and the ways in. A module of its
// own, so that the other pages do not download it.
import { catalog } from "./compiled/ar/landingPage.js";
import { section } from "./i18n.js";

export const landingPageMessages = section("landingPage", catalog);
