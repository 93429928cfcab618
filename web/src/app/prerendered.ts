// Whether the page this browser opened is the one its HTML already shows,
// prerendered at build time (web/build/prerender.tsx,
// web/build/prerenderedDocument.ts), so that main.tsx hydrates it instead of drawing it again.
import { isOrderLink, routeOfPath } from "@bawwaba/common";
import { ROUTES } from "../auth/access";
import { staffSessionHint } from "../auth/staffSessionHint";
import { PRERENDERED_ATTRIBUTE } from "./prerenderedRoot";

/**
 * Views of a prerendered path that draw something else first: an order's
 * private page (`/buy-tickets?order=…`) has its own heading. The list of
 * events and an event's checkout open alike (the shop while its catalogue
 * loads), which is what the shop's HTML shows.
 */
const OTHER_FIRST_VIEW: Record<string, (search: string) => boolean> = {
  [ROUTES.buyTickets]: isOrderLink,
};

export function showsPrerenderedPage(root: HTMLElement, { pathname, search }: Pick<Location, "pathname" | "search">): boolean {
  const prerenderedFor = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (prerenderedFor === null || prerenderedFor !== pathname) return false;
  // A staff session starts with its spinner, while Auth says who is signed in.
  if (staffSessionHint.read()) return false;
  // In either language: an English page's HTML names its own path, under /en.
  return !(OTHER_FIRST_VIEW[routeOfPath(pathname)]?.(search) ?? false);
}
