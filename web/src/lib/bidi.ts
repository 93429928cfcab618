/**
 * `text` isolated as left-to-right (LRI … PDI): a phone number or an id inside
 * Arabic text keeps its "+" and its order instead of being reordered.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * `text` isolated in the direction of its first strong letter (FSI … PDI):
 * an answer to a question, Arabic or Latin, keeps its own order and its place
 * beside the label and the arrow of a change ("L ← XL" would otherwise read
 * as one left-to-right run, the arrow turned around).
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
