// Arabic strings of staff management (/staff, super_admin): the list of staff
// and their roles, assigning or changing a role by e-mail, removing one, and
// why the signed-in owner cannot demote or remove themselves. Role names come
// from `ar.roles`. Latin digits.
import { catalog } from "./compiled/ar/staff.js";
import { section } from "./i18n.js";

export const staffMessages = section("staff", catalog);
