// The errors a page can show without a function's own words: its failures to
// reach a function (no network, a timeout) and the refusals it words itself
// (why an input is refused: inputErrors.ts). The functions' other refusals are functionErrors.ts, which the
// pages never download: a function answers with its message already written.
import { catalog } from "./compiled/ar/callErrors.js";
import { section } from "./i18n.js";

export const callErrorMessages = section("callErrors", catalog);
