// What the router loads for /settings, a super_admin's page few visits open:
// SettingsPage.tsx in a chunk of its own, loaded at once (lazyPage.tsx
// deferredPage says why).
import { deferredPage } from "../../../components/lazyPage";

export default deferredPage("settings-page", () => import("./SettingsPage"));
