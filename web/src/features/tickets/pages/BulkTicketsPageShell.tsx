// What the router loads for /super-admin-bulk-tickets, a super_admin's page few visits open:
// BulkTicketsPage.tsx in a chunk of its own, loaded at once (lazyPage.tsx
// deferredPage says why).
import { deferredPage } from "../../../components/lazyPage";

export default deferredPage("bulk-tickets-page", () => import("./BulkTicketsPage"));
