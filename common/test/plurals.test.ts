// Every counted message in Arabic takes the form CLDR's plural rules give its
// number (docs/product.md § Languages, dates and digits): each catalog's
// plural is checked against a table of each noun's forms, and its rendering
// for 0–120 and 1,000,000 against the category worked out here from the
// number itself, independently of Intl and of Lingui.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setupI18n, type Messages } from "@lingui/core";
import { ar } from "../src/messages/ar.js";

type Category = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * The forms of each counted noun, by CLDR category. `#` is the number.
 * zero: "none" (لا + the plural); one and two: the noun's own words;
 * few (3–10, and 103–110 …): the plural after the number; many (11–99, and
 * 111–199 …): the singular in the accusative (with tanwin where the noun
 * takes it); other (100–102, 1,000,000 …): the singular in the genitive.
 * Written by the developers from Arabic grammar (the number–noun agreement
 * rules, العدد والمعدود); not yet checked by a native reader.
 */
const NOUNS: Record<string, Record<Category, string>> = {
  ticket: { zero: "لا تذاكر", one: "تذكرة واحدة", two: "تذكرتان", few: "# تذاكر", many: "# تذكرة", other: "# تذكرة" },
  order: { zero: "لا طلبات", one: "طلب واحد", two: "طلبان", few: "# طلبات", many: "# طلبًا", other: "# طلب" },
  minute: { zero: "أقل من دقيقة", one: "دقيقة واحدة", two: "دقيقتان", few: "# دقائق", many: "# دقيقة", other: "# دقيقة" },
  scan: { zero: "لا عمليات مسح", one: "مسح واحد", two: "مسحان", few: "# عمليات مسح", many: "# عملية مسح", other: "# عملية مسح" },
  event: { zero: "لا فعاليات", one: "فعالية واحدة", two: "فعاليتان", few: "# فعاليات", many: "# فعالية", other: "# فعالية" },
  person: { zero: "لا أحد", one: "شخص واحد", two: "شخصان", few: "# أشخاص", many: "# شخصًا", other: "# شخص" },
  code: { zero: "لا رموز", one: "رمز واحد", two: "رمزان", few: "# رموز", many: "# رمزًا", other: "# رمز" },
};

/** CLDR's Arabic plural rule, written out: n = 0 zero; 1 one; 2 two; n % 100 in 3..10 few; in 11..99 many; else other. */
function categoryOf(n: number): Category {
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11 && lastTwo <= 99) return "many";
  return "other";
}

const NUMBERS = [...Array.from({ length: 121 }, (_, n) => n), 1_000_000];
const written = (n: number) => n.toLocaleString("en-US");

type Node = string | [string, string?, Record<string, Node[]>?];

const COMPILED = join(import.meta.dirname, "../src/messages/compiled/ar");

/** Every compiled Arabic message: id → compiled form (a catalog's "holdLeft(minutes)" is the message "holdLeft", i18n.ts). */
function arabicMessages(): Record<string, Node[]> {
  const all: Record<string, Node[]> = {};
  const visit = (group: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(group)) {
      const id = `${prefix}.${key.replace(/\(.*\)$/, "")}`;
      if (typeof value === "string") all[id] = [value];
      else if (Array.isArray(value)) all[id] = value as Node[];
      else visit(value as Record<string, unknown>, id);
    }
  };
  for (const file of readdirSync(COMPILED)) {
    const source = readFileSync(join(COMPILED, file), "utf8");
    visit(JSON.parse(JSON.parse(source.slice(source.indexOf("JSON.parse(") + 11, source.lastIndexOf(")")))), file.slice(0, -".ts".length));
  }
  return all;
}

const text = (nodes: Node[] | undefined) => (nodes ?? []).map((node) => (typeof node === "string" ? node : "{…}")).join("");

/** The plurals a message holds: its argument and its branches. */
function pluralsOf(nodes: Node[]): { argument: string; branches: Record<string, Node[]> }[] {
  return nodes.flatMap((node) =>
    typeof node === "string" || node[1] !== "plural" || !node[2]
      ? []
      : [{ argument: node[0], branches: node[2] }, ...Object.values(node[2]).flatMap((branch) => pluralsOf(branch))],
  );
}

/** The noun whose forms a plural's branches are: found by its `one` form. */
function nounOf(branches: Record<string, Node[]>): [string, Record<Category, string>] | undefined {
  const one = text(branches.one);
  return Object.entries(NOUNS).find(([, forms]) => one.includes(forms.one));
}

const messages = arabicMessages();
const counted = Object.entries(messages).flatMap(([id, nodes]) =>
  pluralsOf(nodes).flatMap(({ argument, branches }) => {
    const noun = nounOf(branches);
    return noun ? [{ id, argument, branches, noun }] : [];
  }),
);

/** Every argument a message names, for the values of a render. */
function argumentsOf(nodes: Node[]): string[] {
  return nodes.flatMap((node) => (typeof node === "string" ? [] : [node[0], ...Object.values(node[2] ?? {}).flatMap(argumentsOf)]));
}

const arabic = setupI18n({ locale: "ar", locales: ["ar-u-nu-latn"], messages: { ar: messages as Messages } });

/** The message `id` with `argument` = n, the way the app's translator formats it (i18n.ts). */
function renderCounted(id: string, argument: string, n: number): string {
  const values = Object.fromEntries(argumentsOf(messages[id]!).map((name) => [name, name === argument ? n : 0]));
  return arabic._(id, values);
}

describe("Arabic counted messages follow CLDR's plural categories", () => {
  it("finds the app's counted messages in the catalogs", () => {
    expect(counted.length).toBeGreaterThan(30);
  });

  for (const { id, argument, branches, noun } of counted) {
    const [name, forms] = noun;
    it(`${id}: the «${name}» forms for every category`, () => {
      // A sentence of its own for none ("=0", compiled as "0": «لا أحد ينتظر») stands for the zero form.
      for (const category of ["zero", "one", "two", "few", "many", "other"] as const) {
        if (category === "zero" && branches["0"]) continue;
        expect(branches[category], `${id} has no ${category} branch`).toBeDefined();
        expect(text(branches[category]).replace(/\{…\}/g, "#")).toContain(forms[category]);
      }
    });

    it(`${id}: rendered for 0–120 and 1,000,000, the form of the number's category`, () => {
      for (const n of NUMBERS) {
        const expected = n === 0 && branches["0"] ? text(branches["0"]).replace(/\{…\}.*$/, "") : forms[categoryOf(n)].replace("#", written(n));
        expect(renderCounted(id, argument, n), `${id} for ${n}`).toContain(expected);
      }
    });
  }
});

describe("the sections' modules read the catalogs", () => {
  it("are what the pages say: the sales editor's orders, the staff list, the gate's scans, the hold's minutes", () => {
    expect(ar.salesEditor.search.loaded(20)).toBe("المعروض: 20 طلبًا");
    expect(ar.salesEditor.search.loaded(0)).toBe("المعروض: لا طلبات");
    expect(ar.checkin.sync.queued(11)).toContain("11 عملية مسح");
    expect(ar.orderPage.order.holdLeft(15)).toContain("15 دقيقة");
    expect(ar.ticketsTable.results.count(0)).toBe("لا تذاكر مطابقة");
  });
});
