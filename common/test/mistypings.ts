// Every way a person mistypes a code by one slip, for the check-character
// tests of order references and gate codes (common/src/readableCode.ts).
import { READABLE_ALPHABET } from "../src/readableCode.js";

/** Each code with one character changed to another of the alphabet, at every position. */
export function singleChanges(code: string): string[] {
  const changed: string[] = [];
  for (let position = 0; position < code.length; position++) {
    for (const replacement of READABLE_ALPHABET) {
      if (replacement !== code[position]) changed.push(code.slice(0, position) + replacement + code.slice(position + 1));
    }
  }
  return changed;
}

/** Each code with two different neighbours swapped. */
export function neighbourSwaps(code: string): string[] {
  const swapped: string[] = [];
  for (let position = 0; position + 1 < code.length; position++) {
    if (code[position] !== code[position + 1]) {
      swapped.push(code.slice(0, position) + code[position + 1] + code[position] + code.slice(position + 2));
    }
  }
  return swapped;
}
