// Arabic strings of the phone field (web/src/components/fields/PhoneField.tsx):
// a country picker beside the number, for the box office and the shop. A
// module of its own, outside `arPublic`: only the chunks that draw the field
// import it, so the shop's first download does not grow (docs/product.md §5).
import { catalog } from "./compiled/ar/phoneField.js";
import { section } from "./i18n.js";

const phoneField = section("phoneField", catalog);

/** The phone field's words; a country's short name is looked up by any country code. */
export const phoneFieldMessages = phoneField as Omit<typeof phoneField, "shortNames"> & { readonly shortNames: Readonly<Record<string, string>> };
