// The private link of an online order, as the functions write it (e-mail,
// the gateway's return URL) and the shop reads it; the invoice page's link,
// made of it; and the paths the functions name without importing the web
// app's route table.
import { INVOICE_PATH, invoiceLinkPath, isOrderLink, orderLinkPath, parseOrderLink, SHOP_EVENT_PARAM, SHOP_PATH, shopEventSearch } from "@bawwaba/common";
import { expect, it } from "vitest";
import { YOUSR_CHECKOUT_PATH } from "../../functions/src/payments/yousr/yousrProvider";
import { ROUTES } from "../src/auth/access";

it("round-trips an order id and token, the token in the fragment", () => {
  const path = orderLinkPath({ orderId: "abc_123", accessToken: "tok-EN_x" });
  expect(path).toBe("/buy-tickets?order=abc_123#token=tok-EN_x");
  const url = new URL(path, "https://example.com");
  expect(parseOrderLink(url.search, url.hash)).toEqual({ orderId: "abc_123", accessToken: "tok-EN_x" });
});

it("gives the invoice page the order link's id and token, the token in the fragment", () => {
  const path = invoiceLinkPath({ orderId: "abc 123", accessToken: "tok-EN_x" });
  expect(path).toBe("/invoice?order=abc%20123#token=tok-EN_x");
  const url = new URL(path, "https://example.com");
  expect(url.pathname).toBe(INVOICE_PATH);
  expect(parseOrderLink(url.search, url.hash)).toEqual({ orderId: "abc 123", accessToken: "tok-EN_x" });
});

it("reads no order from a link missing its id or its token", () => {
  expect(parseOrderLink("?order=abc", "")).toBeNull();
  expect(parseOrderLink("", "#token=t")).toBeNull();
  expect(parseOrderLink("?event=e1", "")).toBeNull();
});

it("tells an order's link, with or without its token, from the shop's other views", () => {
  expect(isOrderLink("?order=abc")).toBe(true);
  expect(isOrderLink("?event=e1")).toBe(false);
  expect(isOrderLink("")).toBe(false);
});

it("names an event's checkout in the shop's query, its id encoded, and never as an order's link", () => {
  const search = shopEventSearch("demo derby/1");
  expect(search).toBe("?event=demo%20derby%2F1");
  expect(new URLSearchParams(search).get(SHOP_EVENT_PARAM)).toBe("demo derby/1");
  expect(isOrderLink(search)).toBe(false);
});

it("names the shop's, the invoice page's and the test gateway's paths as the route table does", () => {
  expect(SHOP_PATH).toBe(ROUTES.buyTickets);
  expect(INVOICE_PATH).toBe(ROUTES.invoice);
  expect(YOUSR_CHECKOUT_PATH).toBe(ROUTES.youserPayment);
});
