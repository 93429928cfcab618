// The navigation bar's links: only pages the role may open and can reach.
import { canAccess } from "../auth/access";
import type { SessionRole } from "../auth/role";
import { isRegistered, PAGE_ROUTES, type NavGroup } from "./routeTable";

export const NAV_GROUP_ORDER: readonly NavGroup[] = ["admin", "sales", "events", "tickets", "gate"];

export function navLinks(role: SessionRole | null): { group: NavGroup; paths: string[] }[] {
  const visible = PAGE_ROUTES.filter(
    (route) => route.nav && isRegistered(route, role) && canAccess(role, route.path),
  );
  return NAV_GROUP_ORDER.map((group) => ({
    group,
    paths: visible.filter((route) => route.nav === group).map((route) => route.path),
  })).filter((entry) => entry.paths.length > 0);
}
