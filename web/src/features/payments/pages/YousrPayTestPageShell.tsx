// What the router loads for /yousr-pay-test, a super_admin's page few visits open:
// YousrPayTestPage.tsx in a chunk of its own, loaded at once (lazyPage.tsx
// deferredPage says why).
import { deferredPage } from "../../../components/lazyPage";

export default deferredPage("yousr-pay-test-page", () => import("./YousrPayTestPage"));
