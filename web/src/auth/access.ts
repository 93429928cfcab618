// Route constants and the route-access table of docs/product.md §2 (`canAccess`).
// Fixed contract (docs/contracts.md): no imports from Firebase or React, so any
// test or tool can import this file on its own.

export const ROUTES = {
  home: "/",
  login: "/login",
  buyTickets: "/buy-tickets",
  /** A waiting-list offer's link (common offerLinkPath): on to the shop's checkout with the offer. */
  buyTicketsOffer: "/buy-tickets/:eventId",
  /** A buyer's orders, by the phone their sign-in verified. */
  myTickets: "/my-tickets",
  /** An order's tax invoice and credit notes, by the order's private link (common invoiceLinkPath). */
  invoice: "/invoice",
  privacyPolicy: "/privacy-policy",
  dashboard: "/dashboard",
  ticketsTable: "/tickets-table",
  createEvent: "/create-event",
  generateTickets: "/generate-tickets",
  qrScanner: "/qr-scanner",
  qrCodes: "/qr-codes",
  ticket: "/ticket/:id",
  sportTickets: "/sport-tickets",
  partyTickets: "/party-tickets",
  newsTickets: "/news-tickets",
  sporonlietikatTickets: "/sporonlietikat-tickets",
  familyTickets: "/family-tickets",
  qasrPartyTickets: "/qasr-party-tickets",
  qasrTicketCreation: "/qasr-ticket-creation",
  qasrAssignTicket: "/qasr-assign-ticket",
  qasrEventsManager: "/qasr-events-manager",
  adminSalesEditor: "/admin-sales-editor",
  welcome: "/welcome",
  yousrPayTest: "/yousr-pay-test",
  youserPayment: "/youser-payment",
  superAdminBulkTickets: "/super-admin-bulk-tickets",
  /** Staff management: super_admin only, like every path not listed below. */
  staff: "/staff",
  /** The organiser's settings (the seller on invoices, VAT defaults): super_admin only too. */
  settings: "/settings",
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** What a `sales_admin` may open according to the access table. */
const SALES_ADMIN_PATHS: ReadonlySet<string> = new Set([
  ROUTES.dashboard,
  ROUTES.ticketsTable,
  ROUTES.createEvent,
  ROUTES.generateTickets,
  ROUTES.qrScanner,
  ROUTES.qrCodes,
  ROUTES.sportTickets,
  ROUTES.partyTickets,
  ROUTES.newsTickets,
  ROUTES.sporonlietikatTickets,
  ROUTES.familyTickets,
  ROUTES.qasrPartyTickets,
  ROUTES.qasrAssignTicket,
  ROUTES.qasrEventsManager,
  ROUTES.adminSalesEditor,
  ROUTES.yousrPayTest,
  ROUTES.superAdminBulkTickets,
]);

/** Pages for everyone, signed in or not: they need no session to show. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([ROUTES.home, ROUTES.buyTickets, ROUTES.myTickets, ROUTES.invoice, ROUTES.privacyPolicy, ROUTES.youserPayment]);

export function isPublicPath(pathname: string): boolean {
  // Below the shop's path: a waiting-list offer's link (ROUTES.buyTicketsOffer).
  return PUBLIC_PATHS.has(pathname) || pathname.startsWith(`${ROUTES.buyTickets}/`);
}

const QR_SCANNER_PATHS: ReadonlySet<string> = new Set([ROUTES.qrScanner]);
const USER_PATHS: ReadonlySet<string> = new Set([ROUTES.home, ROUTES.welcome]);

/**
 * May `role` open `path`? Exact matches only: no prefixes, no case folding,
 * no trailing-slash forgiveness. Unknown roles and missing values get false.
 */
export function canAccess(role: string | null | undefined, path: string | null | undefined): boolean {
  if (!role || !path) return false;
  switch (role) {
    case "super_admin":
      return true;
    case "sales_admin":
      return SALES_ADMIN_PATHS.has(path);
    case "qr_scanner":
      return QR_SCANNER_PATHS.has(path);
    case "user":
      return USER_PATHS.has(path);
    default:
      return false;
  }
}

/**
 * The page a signed-in role lands on from `/` and `/login`. Unlike the source
 * application (which sent every non-sales role to `/dashboard` and looped for
 * roles that may not open it), each role goes to a page it may open; a role
 * that may open nothing gets null and stays on `/`, which explains why.
 */
export function homePathFor(role: string | null | undefined): string | null {
  if (role === "sales_admin") return ROUTES.generateTickets;
  const candidates = [ROUTES.dashboard, ROUTES.qrScanner, ROUTES.welcome];
  return candidates.find((path) => canAccess(role, path)) ?? null;
}
