import { describe, expect, it } from "vitest";
import { csvText } from "../../src/lib/csv";

/**
 * The cells a spreadsheet makes of one line when its list separator is
 * `separator`, the way Excel reads a file that was written with another one:
 * a quoted field runs to its closing quote ("" is a quote), and whatever
 * follows up to the next separator is taken into the same cell as it is.
 */
function spreadsheetCells(line: string, separator: "," | ";"): string[] {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    let cell = "";
    if (line[at] === '"') {
      at++;
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') {
          cell += '"';
          at += 2;
        } else if (line[at] === '"') break;
        else cell += line[at++];
      }
      at++;
    }
    while (at < line.length && line[at] !== separator) cell += line[at++];
    cells.push(cell);
    if (at >= line.length) return cells;
    at++;
  }
}

/** What Excel and LibreOffice run as a formula: a cell whose text starts (after spaces) with one of these. */
const FORMULA = /^ *[=+\-@\t\r]/;

const PAYLOADS = ["=1+1", "x;=1+1", "x,=1+1", "x; =1+1", "@SUM(A1)", "+1", "-1", "\t=1+1", "\r=1+1", 'a";=1+1'];
const POSITIONS = [0, 1, 2] as const;

/** The line of a one-column file's only row holding `text`. */
const firstRow = (text: string) => csvText(["a"], [[text]]).split("\r\n")[1];

describe("csvText", () => {
  describe.each([",", ";"] as const)("read with %j as the list separator", (separator) => {
    it.each(PAYLOADS.flatMap((payload) => POSITIONS.map((position) => [payload, position] as const)))(
      "leaves no formula from %j in column %i",
      (payload, position) => {
        const row = ["first", "middle", "last"];
        row[position] = payload;
        const [, line] = csvText(["a", "b", "c"], [row]).slice(1).split("\r\n");
        for (const cell of spreadsheetCells(line!, separator)) expect(cell).not.toMatch(FORMULA);
      },
    );
  });

  it("quotes every text cell, header included, and leaves numbers bare (a negative amount stays a number)", () => {
    expect(csvText(["الاسم", "المبلغ"], [["ريم", -5], ["", 12.5]])).toBe('\uFEFF"الاسم","المبلغ"\r\n"ريم",-5\r\n"",12.5\r\n');
  });

  it("defuses a formula start with an apostrophe, and a formula after a separator with one after the separator", () => {
    expect(firstRow("=1+1")).toBe(`"'=1+1"`);
    expect(firstRow("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(firstRow("x, -1")).toBe(`"x,' -1"`);
    // A phone in its international form is text: it keeps its digits after the apostrophe.
    expect(firstRow("+966501234567")).toBe(`"'+966501234567"`);
  });

  it("leaves ordinary text as it is, inner quotes doubled", () => {
    expect(firstRow('حفل "الصيف"، الكبير - 2026')).toBe('"حفل ""الصيف""، الكبير - 2026"');
  });

  it("leaves an absent value empty", () => {
    expect(csvText(["a", "b"], [[undefined, "x"]]).split("\r\n")[1]).toBe(',"x"');
  });
});
