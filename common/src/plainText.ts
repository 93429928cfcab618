// Cleaning what people type, without zod: the schemas (callables.ts) and the
// pages that check answers without them (checkoutQuestions.ts) share it.

/**
 * Invisible characters: bidi controls (U+202A–202E, U+2066–2069, U+200E/F),
 * zero-width ones (U+200B–200D, U+2060, U+FEFF) and every other format
 * character (\p{Cf}), plus the Hangul fillers and the combining grapheme
 * joiner that render as nothing. In a name they can make what the gate shows
 * read as someone else's, so names and free text lose them at the boundary.
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;
export const stripInvisible = (value: string) => value.replace(INVISIBLE, "");

/**
 * Control characters (\p{Cc}: newlines, tabs, NUL…). A person's name is one
 * line: in an e-mail's text or a printed ticket a newline in a name starts a
 * line the buyer wrote (docs/security.md, "Text a buyer writes").
 */
const CONTROL = /\p{Cc}+/gu;
export const personNameText = (value: string) => stripInvisible(value).replace(CONTROL, " ").replace(/ {2,}/g, " ").trim();
