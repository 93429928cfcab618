// Arabic counted nouns: the noun's form follows its number. One rule for
// every count the app shows, Unicode CLDR's Arabic plural categories as the
// platform's Intl.PluralRules gives them: 1 and 2 have words of their own
// ("تذكرة واحدة", "تذكرتان"); a number whose last two digits are 3–10 takes
// the plural ("5 تذاكر", "103 تذاكر"); 11–99 the singular in the accusative
// ("20 طلبًا"); 0, 100–102 and the like the singular in the genitive
// ("100 طلب"). Each noun is written where it is used, so a page downloads
// the nouns of its own words only.
const arabicPlurals = new Intl.PluralRules("ar");

/** The forms of one noun; `many` is the accusative singular, `other` the genitive singular. */
export interface CountedNoun {
  /** The whole phrase for one: "تذكرة واحدة". */
  one: string;
  /** The whole phrase for two: "تذكرتان". */
  two: string;
  /** After 3–10: "تذاكر". */
  few: string;
  /** After 11–99: "تذكرة", "طلبًا". */
  many: string;
  /** After 0, 100–102 and the like: "تذكرة", "طلب". */
  other: string;
}

/** `count` and its noun, in Latin digits like the rest of the app: "3 تذاكر". */
export function countOf(count: number, noun: CountedNoun): string {
  switch (arabicPlurals.select(count)) {
    case "one":
      return noun.one;
    case "two":
      return noun.two;
    case "few":
      return `${count} ${noun.few}`;
    case "many":
      return `${count} ${noun.many}`;
    default:
      return `${count} ${noun.other}`;
  }
}
