// Why an input is refused, field by field: the same schemas (common/src/
// callables.ts and its neighbours) check it in the page and in the function.
// A section of its own, downloaded with the forms that check.
import { catalog } from "./compiled/ar/inputErrors.js";
import { section } from "./i18n.js";

export const inputMessages = section("inputErrors", catalog);
