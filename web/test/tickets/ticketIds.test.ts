import { describe, expect, it } from "vitest";
import { isDocumentId, shortTicketId, ticketPath } from "../../src/lib/ticketIds";

describe("ticket ids", () => {
  it("accepts Firestore auto ids and refuses path-like or empty ones", () => {
    expect(isDocumentId("fjWZXeEROZBX6gcNsjr4")).toBe(true);
    expect(isDocumentId("a-b_c")).toBe(true);
    for (const id of ["", "..", "a/b", "a.b", "x".repeat(41), "تذكرة"]) expect(isDocumentId(id)).toBe(false);
  });

  it("links to the ticket page and shortens the id for display", () => {
    expect(ticketPath("fjWZXeEROZBX6gcNsjr4")).toBe("/ticket/fjWZXeEROZBX6gcNsjr4");
    expect(shortTicketId("fjWZXeEROZBX6gcNsjr4")).toBe("#fjWZXeER");
  });
});
