/**
 * The attribute of the root element that names the path its HTML was
 * prerendered for at build time (web/build/prerenderedDocument.ts writes
 * it, web/src/app/prerendered.ts reads it).
 */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
