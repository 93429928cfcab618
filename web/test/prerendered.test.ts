// Which openings of a prerendered path take over the HTML the build drew
// (main.tsx hydrates) and which draw the page afresh.
import { afterEach, expect, it } from "vitest";
import { showsPrerenderedPage } from "../src/app/prerendered";
import { staffSessionHint } from "../src/auth/staffSessionHint";

/** A root element whose HTML was prerendered for `path` (or for none). */
function rootFor(path: string | null): HTMLElement {
  return { getAttribute: (name: string) => (name === "data-prerendered" ? path : null) } as HTMLElement;
}

afterEach(() => staffSessionHint.write(false));

it("takes over the shop's list and an event's checkout, which open as its HTML shows", () => {
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/buy-tickets", search: "" })).toBe(true);
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/buy-tickets", search: "?event=e1" })).toBe(true);
});

it("takes over the English shop its served HTML shows, under /en", () => {
  expect(showsPrerenderedPage(rootFor("/en/buy-tickets"), { pathname: "/en/buy-tickets", search: "?event=e1" })).toBe(true);
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/en/buy-tickets", search: "" })).toBe(false);
});

it("draws afresh an order's page, which has its own heading, in either language", () => {
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/buy-tickets", search: "?order=o1" })).toBe(false);
  expect(showsPrerenderedPage(rootFor("/en/buy-tickets"), { pathname: "/en/buy-tickets", search: "?order=o1" })).toBe(false);
});

it("draws afresh for a staff session, which starts with its spinner", () => {
  staffSessionHint.write(true);
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/buy-tickets", search: "" })).toBe(false);
});

it("draws afresh a path the HTML was not prerendered for, or a document with no prerendered page", () => {
  expect(showsPrerenderedPage(rootFor("/buy-tickets"), { pathname: "/buy-tickets/", search: "" })).toBe(false);
  expect(showsPrerenderedPage(rootFor(null), { pathname: "/buy-tickets", search: "" })).toBe(false);
});
