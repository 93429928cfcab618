// The organiser's settings page (/settings) and the function that saves them
// (common/src/organiserSettings.ts): its words and why a field is refused.
import { catalog } from "./compiled/ar/organiserSettings.js";
import { section } from "./i18n.js";

export const organiserSettingsMessages = section("organiserSettings", catalog);
