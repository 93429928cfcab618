/**
 * `text` isolated as left-to-right (LRI … PDI): a phone number or an id inside
 * Arabic text keeps its "+" and its order instead of being reordered.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
