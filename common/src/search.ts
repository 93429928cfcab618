// Text as staff search it: any case, whatever the spelling of hamza, ta
// marbuta, alef maqsura or diacritics, with or without tatweel, and in Arabic
// or Latin digits. Both sides of a comparison go through this.
import { toLatinDigits } from "./digits.js";

// Tashkeel, the superscript alef and tatweel: typed by some, never by others.
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

export function foldForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize("NFC")
    .replace(MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
