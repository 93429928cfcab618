// Arabic strings of staff management (/staff, super_admin): the list of staff
// and their roles, assigning or changing a role by e-mail, removing one, and
// why the signed-in owner cannot demote or remove themselves. Role names come
// from `ar.roles`. Latin digits.
import { messages } from "./compiled/ar/staff.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("staff", messages);

export const staffMessages = {
  get intro() {
    return t("intro");
  },

  form: {
    get heading() {
      return t("form.heading");
    },
    get email() {
      return t("form.email");
    },
    get emailHint() {
      return t("form.emailHint");
    },
    get name() {
      return t("form.name");
    },
    get nameHint() {
      return t("form.nameHint");
    },
    get role() {
      return t("form.role");
    },
    get chooseRole() {
      return t("form.chooseRole");
    },
    get add() {
      return t("form.add");
    },
    get change() {
      return t("form.change");
    },
    existing: (role: string) => t("form.existing", { role }),
    errors: {
      get emailRequired() {
        return t("form.errors.emailRequired");
      },
      get emailInvalid() {
        return t("form.errors.emailInvalid");
      },
      get roleRequired() {
        return t("form.errors.roleRequired");
      },
      get nameRequired() {
        return t("form.errors.nameRequired");
      },
      nameTooLong: (max: number) => t("form.errors.nameTooLong", { max }),
      unchanged: (role: string) => t("form.errors.unchanged", { role }),
    },
  },

  list: {
    get heading() {
      return t("list.heading");
    },
    get search() {
      return t("list.search");
    },
    get all() {
      return t("list.all");
    },
    get filterLabel() {
      return t("list.filterLabel");
    },
    filterChip: (label: string, count: number) => t("list.filterChip", { label, count }),
    count: (count: number) => t("list.count", { count }),
    get empty() {
      return t("list.empty");
    },
    get noMatch() {
      return t("list.noMatch");
    },
    roleOf: (email: string) => t("list.roleOf", { email }),
    get remove() {
      return t("list.remove");
    },
    removeOf: (email: string) => t("list.removeOf", { email }),
    get rename() {
      return t("list.rename");
    },
    renameOf: (email: string) => t("list.renameOf", { email }),
    get you() {
      return t("list.you");
    },
    unknownRole: (value: string) => t("list.unknownRole", { value }),
  },

  invite: {
    get heading() {
      return t("invite.heading");
    },
    get hint() {
      return t("invite.hint");
    },
    get submit() {
      return t("invite.submit");
    },
    get sending() {
      return t("invite.sending");
    },
    sent: (email: string) => t("invite.sent", { email }),
    get link() {
      return t("invite.link");
    },
    linkOf: (email: string) => t("invite.linkOf", { email }),
    mail: {
      get subject() {
        return t("invite.mail.subject");
      },
      body: (role: string) => t("invite.mail.body", { role }),
      get link() {
        return t("invite.mail.link");
      },
    },
  },

  /** A person's state on the list (staffAccounts): invited, active or removed. */
  states: {
    get invited() {
      return t("states.invited");
    },
    get active() {
      return t("states.active");
    },
    get removed() {
      return t("states.removed");
    },
    get removedHeading() {
      return t("states.removedHeading");
    },
  },

  /** Why the signed-in super_admin's own row is locked (the rules refuse it too). */
  self: {
    get onlySuperAdmin() {
      return t("self.onlySuperAdmin");
    },
    get notYourself() {
      return t("self.notYourself");
    },
  },

  remove: {
    get title() {
      return t("remove.title");
    },
    body: (email: string, role: string) => t("remove.body", { email, role }),
    get confirm() {
      return t("remove.confirm");
    },
  },

  /** Closes the page's dialogs (remove, rename) without a change. */
  get cancel() {
    return t("cancel");
  },

  rename: {
    get title() {
      return t("rename.title");
    },
    body: (email: string) => t("rename.body", { email }),
    get save() {
      return t("rename.save");
    },
  },

  done: {
    renamed: (email: string, name: string) => t("done.renamed", { email, name }),
    assigned: (email: string, role: string) => t("done.assigned", { email, role }),
    changed: (email: string, role: string) => t("done.changed", { email, role }),
    removed: (email: string) => t("done.removed", { email }),
  },

  errors: {
    get load() {
      return t("errors.load");
    },
    get loadDenied() {
      return t("errors.loadDenied");
    },
    get denied() {
      return t("errors.denied");
    },
    get unavailable() {
      return t("errors.unavailable");
    },
    get timeout() {
      return t("errors.timeout");
    },
    get unknown() {
      return t("errors.unknown");
    },
  },
} as const;
