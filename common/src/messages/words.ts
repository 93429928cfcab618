// Another language's words of a section (compiled/<language>/<section>.ts):
// its compiled messages in the order of the section's Arabic catalog, with
// no ids. The section's module already has them (i18n.ts `section`), so a
// page in that language downloads its words only. Kept out of i18n.ts so
// that an Arabic page does not download this either.
import type { Messages } from "@lingui/core";
import type { Language } from "../locale.js";
import { build, catalogs, registerCatalog, type CompiledCatalog } from "./i18n.js";

/** A section's compiled messages in the order of its Arabic catalog's (scripts/messages.mjs); null for one left to Arabic. */
export type Words = readonly (Messages[string] | null)[];

/**
 * Adds the words of section `name` to `language`'s catalog under its
 * messages' ids: those its module registered in Arabic (a page loads a
 * section's words once its module has run), or those of its compiled Arabic
 * catalog `arabic` (the functions register every section's words at once).
 */
export function registerWords(language: Language, name: string, words: Words, arabic?: CompiledCatalog<unknown>): void {
  const registered: Messages = {};
  if (arabic) build(arabic, name, registered);
  const ids = arabic ? Object.keys(registered) : Object.keys(catalogs.ar).filter((id) => id.startsWith(`${name}.`));
  if (ids.length !== words.length) throw new Error(`The ${language} words of section "${name}" do not match its Arabic catalog`);
  const messages: Messages = {};
  words.forEach((word, i) => {
    if (word !== null) messages[ids[i]!] = word;
  });
  registerCatalog(language, messages);
}
