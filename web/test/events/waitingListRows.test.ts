// The organiser's view of a type's waiting list: those in line first, in the
// order they joined and numbered, an offer's end only while it is open, the
// ended entries after them (latest first); the list's state from the type's flag.
import { describe, expect, it } from "vitest";
import { inLineCount, listStateOf, STATUS_LOOK, waitingListRows, type WaitingListEntryRecord } from "../../src/features/events/waitingList/model/waitingListRows";

const entry = (id: string, joinedAtMillis: number, status: WaitingListEntryRecord["status"], offerExpiresAtMillis?: number): WaitingListEntryRecord => ({
  id,
  name: `اسم ${id}`,
  phone: `+9665000000${id}`,
  quantity: 1,
  status,
  joinedAtMillis,
  ...(offerExpiresAtMillis !== undefined && { offerExpiresAtMillis }),
});

describe("waitingListRows", () => {
  it("numbers those in line in join order, then lists the ended ones latest first", () => {
    const rows = waitingListRows([
      entry("04", 400, "waiting"),
      entry("01", 100, "bought", 150),
      entry("02", 200, "offered", 900),
      entry("05", 500, "left"),
      entry("03", 300, "lapsed", 350),
      entry("06", 200, "waiting"),
    ]);
    expect(rows.map((row) => [row.id, row.position, row.active])).toEqual([
      ["02", 1, true],
      ["06", 2, true],
      ["04", 3, true],
      ["05", undefined, false],
      ["03", undefined, false],
      ["01", undefined, false],
    ]);
    expect(inLineCount(rows)).toBe(3);
  });

  it("shows an offer's end only while the entry is offered", () => {
    const rows = waitingListRows([entry("01", 1, "offered", 900), entry("02", 2, "lapsed", 800), entry("03", 3, "waiting", 700)]);
    expect(rows.map((row) => row.offerExpiresAtMillis)).toEqual([900, undefined, undefined]);
  });

  it("is empty for an empty list", () => {
    expect(waitingListRows([])).toEqual([]);
    expect(inLineCount([])).toBe(0);
  });
});

describe("listStateOf", () => {
  it("reads the type's flag: paused before open, closed when never opened", () => {
    expect(listStateOf({})).toBe("closed");
    expect(listStateOf({ waitingList: { open: false, paused: false } })).toBe("closed");
    expect(listStateOf({ waitingList: { open: true, paused: false } })).toBe("open");
    expect(listStateOf({ waitingList: { open: true, paused: true } })).toBe("paused");
    expect(listStateOf({ waitingList: { open: false, paused: true } })).toBe("paused");
  });

  it("gives every status a chip", () => {
    expect(Object.keys(STATUS_LOOK).sort()).toEqual(["bought", "lapsed", "left", "offered", "removed", "waiting"]);
  });
});
