// Every page of docs/product.md §2: when the shell registers it, whether it is wrapped
// in <ProtectedRoute>, its lazily loaded component and its navigation group.
// The router (AppRoutes) and the navigation bar are both built from this list.
import type { ComponentType } from "react";
import { ROUTES } from "../auth/access";
import type { SessionRole } from "../auth/role";
import { lazyPage, type PageProps } from "../components/lazyPage";

/**
 * always: registered for everyone (public pages, and the two protected
 * selling pages); knownNonSales: only when the role is known and is not
 * sales_admin; superAdmin: only for super_admin.
 */
export type Registration = "always" | "knownNonSales" | "superAdmin";
export type NavGroup = "sales" | "events" | "tickets" | "gate" | "admin";

export interface PageRoute {
  path: string;
  registration: Registration;
  protect: boolean;
  Page: ComponentType<PageProps>;
  nav?: NavGroup;
}

const privacyPolicy = lazyPage("privacy-policy", () => import("../features/public/pages/PrivacyPolicyPage"));
const buyTickets = lazyPage("buy-tickets", () => import("../features/shop/pages/BuyTicketsPage"));
const myTickets = lazyPage("my-tickets", () => import("../features/shop/pages/MyTicketsPage"));
const invoice = lazyPage("invoice", () => import("../features/invoices/pages/InvoicePage"));
const salesEvents = lazyPage("sell-tickets", () => import("../features/sales/pages/SellTicketsPage"));
const welcome = lazyPage("welcome", () => import("../features/auth/pages/WelcomePage"));
const createEvent = lazyPage("create-event", () => import("../features/events/pages/CreateEventPage"));
const qasrEventsManager = lazyPage(
  "qasr-events-manager",
  () => import("../features/events/pages/QasrEventsManagerPage"),
);
const ticket = lazyPage("ticket", () => import("../features/tickets/pages/TicketPage"));
const qrCodes = lazyPage("qr-codes", () => import("../features/tickets/pages/QrCodesPage"));
const qasrAssignTicket = lazyPage("qasr-assign-ticket", () => import("../features/tickets/pages/QasrAssignTicketPage"));
// The super_admin's rarely opened pages go through a shell (components/lazyPage.tsx deferredPage).
const bulkTickets = lazyPage("bulk-tickets", () => import("../features/tickets/pages/BulkTicketsPageShell"));
const qrScanner = lazyPage("qr-scanner", () => import("../features/checkin/pages/QrScannerPage"));
const ticketsTable = lazyPage("tickets-table", () => import("../features/tickets/pages/TicketsTablePage"));
const salesEditor = lazyPage("sales-editor", () => import("../features/sales/editor/pages/SalesEditorPage"));
const dashboard = lazyPage("dashboard", () => import("../features/dashboard/pages/DashboardPage"));
const staff = lazyPage("staff", () => import("../features/staff/pages/StaffPageShell"));
const settings = lazyPage("settings", () => import("../features/settings/pages/SettingsPageShell"));
const yousrCheckout = lazyPage("yousr-checkout", () => import("../features/payments/pages/YousrCheckoutPage"));
const yousrPayTest = lazyPage("yousr-pay-test", () => import("../features/payments/pages/YousrPayTestPageShell"));

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: ROUTES.buyTickets, registration: "always", protect: false, Page: buyTickets },
  // A waiting-list offer's link (common offerLinkPath): the shop leads it on to the event's checkout with the offer.
  { path: ROUTES.buyTicketsOffer, registration: "always", protect: false, Page: buyTickets },
  // A buyer's orders: public, its data behind the buyer's own phone sign-in (listMyOrders).
  { path: ROUTES.myTickets, registration: "always", protect: false, Page: myTickets },
  // An order's tax invoice and credit notes: public, its data behind the order's private link (getOrderInvoices).
  { path: ROUTES.invoice, registration: "always", protect: false, Page: invoice },
  // Yousr Pay's hosted checkout (docs/product.md §2), where a signed-out
  // buyer of the shop pays, so every visitor must reach it. It shows only the
  // payment named in its link, asked of a function (yousrPayCheckout).
  { path: ROUTES.youserPayment, registration: "always", protect: false, Page: yousrCheckout },
  { path: ROUTES.privacyPolicy, registration: "always", protect: false, Page: privacyPolicy },
  { path: ROUTES.generateTickets, registration: "always", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.qasrTicketCreation, registration: "always", protect: true, Page: salesEvents, nav: "sales" },

  { path: ROUTES.dashboard, registration: "knownNonSales", protect: true, Page: dashboard, nav: "admin" },
  { path: ROUTES.ticketsTable, registration: "knownNonSales", protect: true, Page: ticketsTable, nav: "tickets" },
  { path: ROUTES.createEvent, registration: "knownNonSales", protect: true, Page: createEvent, nav: "events" },
  { path: ROUTES.qrScanner, registration: "knownNonSales", protect: true, Page: qrScanner, nav: "gate" },
  { path: ROUTES.qrCodes, registration: "knownNonSales", protect: true, Page: qrCodes, nav: "tickets" },
  { path: ROUTES.ticket, registration: "knownNonSales", protect: false, Page: ticket },
  { path: ROUTES.sportTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.partyTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.newsTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.sporonlietikatTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.familyTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.qasrPartyTickets, registration: "knownNonSales", protect: true, Page: salesEvents, nav: "sales" },
  { path: ROUTES.qasrAssignTicket, registration: "knownNonSales", protect: true, Page: qasrAssignTicket, nav: "tickets" },
  { path: ROUTES.qasrEventsManager, registration: "knownNonSales", protect: true, Page: qasrEventsManager, nav: "events" },
  { path: ROUTES.adminSalesEditor, registration: "knownNonSales", protect: true, Page: salesEditor, nav: "admin" },
  { path: ROUTES.welcome, registration: "knownNonSales", protect: true, Page: welcome },

  { path: ROUTES.yousrPayTest, registration: "superAdmin", protect: true, Page: yousrPayTest, nav: "admin" },
  { path: ROUTES.superAdminBulkTickets, registration: "superAdmin", protect: true, Page: bulkTickets, nav: "tickets" },
  { path: ROUTES.staff, registration: "superAdmin", protect: true, Page: staff, nav: "admin" },
  { path: ROUTES.settings, registration: "superAdmin", protect: true, Page: settings, nav: "admin" },
];

export function isRegistered(route: PageRoute, role: SessionRole | null): boolean {
  switch (route.registration) {
    case "always":
      return true;
    case "knownNonSales":
      return role !== null && role !== "sales_admin";
    case "superAdmin":
      return role === "super_admin";
  }
}

/** Paths of pages that only some sessions reach (not shown as "not found"). */
export function isStaffPath(pathname: string): boolean {
  return PAGE_ROUTES.some(
    (route) =>
      route.registration !== "always" &&
      (route.path === pathname || (route.path === ROUTES.ticket && pathname.startsWith("/ticket/"))),
  );
}
