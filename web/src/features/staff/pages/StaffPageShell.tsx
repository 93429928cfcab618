// What the router loads for /staff, a super_admin's page few visits open:
// StaffPage.tsx in a chunk of its own, loaded at once (lazyPage.tsx
// deferredPage says why).
import { deferredPage } from "../../../components/lazyPage";

export default deferredPage("staff-page", () => import("./StaffPage"));
