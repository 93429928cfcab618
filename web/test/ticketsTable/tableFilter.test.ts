import { describe, expect, it } from "vitest";
import { filterFromParams, filterKey, paramsWith } from "../../src/features/tickets/table/model/tableFilter";

const params = (query: string) => new URLSearchParams(query);

describe("filterFromParams", () => {
  it("reads the search, filters and sort of the URL", () => {
    expect(filterFromParams(params("q=ريم&event=e1&type=t1&status=checked_in&channel=online&sort=oldest"))).toEqual({
      text: "ريم",
      search: { kind: "word", prefix: "ريم" },
      eventId: "e1",
      ticketTypeId: "t1",
      status: "checked_in",
      channel: "online",
      sort: "oldest",
    });
  });

  it("shows every ticket, newest first, for an empty URL", () => {
    expect(filterFromParams(params(""))).toEqual({ text: "", search: { kind: "none" }, sort: "newest" });
  });

  it("ignores values that are not ours, and a type without its event", () => {
    expect(filterFromParams(params("status=lost&channel=fax&sort=random&type=t1"))).toEqual({
      text: "",
      search: { kind: "none" },
      sort: "newest",
    });
  });
});

describe("the promo code filter", () => {
  it("reads the code as tickets store it (normalized), and ignores one that cannot be a code", () => {
    expect(filterFromParams(params(`code=${encodeURIComponent(" vip-٢٠٢٦ ")}`)).promoCode).toBe("VIP2026");
    expect(filterFromParams(params("code=a")).promoCode).toBeUndefined();
    expect(filterFromParams(params("")).promoCode).toBeUndefined();
  });

  it("is kept in the URL as `code`, removed when cleared, and is part of the filter's key", () => {
    expect(paramsWith(params("status=void"), { promoCode: "VIP2026" }).toString()).toBe("status=void&code=VIP2026");
    expect(paramsWith(params("code=VIP2026&status=void"), { promoCode: undefined }).toString()).toBe("status=void");
    expect(filterKey(filterFromParams(params("code=VIP2026")))).not.toBe(filterKey(filterFromParams(params(""))));
    expect(filterKey(filterFromParams(params("code=vip2026")))).toBe(filterKey(filterFromParams(params("code=VIP2026"))));
  });
});

describe("paramsWith", () => {
  it("forgets the ticket type when another event is chosen", () => {
    expect(paramsWith(params("event=e1&type=t1&status=void"), { eventId: "e2" }).toString()).toBe("event=e2&status=void");
  });

  it("trims the search, and removes what is set back to all (or to the default order)", () => {
    expect(paramsWith(params("q=old&status=void&sort=oldest"), { text: "  ريم  ", status: undefined, sort: "newest" }).toString()).toBe(
      `q=${encodeURIComponent("ريم")}`,
    );
  });
});

describe("filterKey", () => {
  it("is the same for the same question, however it was typed", () => {
    expect(filterKey(filterFromParams(params("q=أسامة")))).toBe(filterKey(filterFromParams(params("q=اسامه"))));
    expect(filterKey(filterFromParams(params("q=ريم")))).not.toBe(filterKey(filterFromParams(params("q=ريم&sort=oldest"))));
  });
});
