// The organiser's questions (common/src/checkoutQuestionSchemas.ts): why a
// question's definition is refused, and the words of the event's questions
// editor (web/src/features/events/questions). The functions answer with
// `input`; the editor shows those beside its fields. `manager` is the
// editor's own words. One object: every page that loads one of these words
// (the events list shows `manager.action`) loads them all, about 1.4 kB gzip.
import { messages } from "./compiled/ar/checkoutQuestionsEditor.js";
import { arabicSection } from "./i18n.js";
import {
  MAX_CHOICE_OPTIONS,
  MAX_CHOICE_OPTION_LENGTH,
  MAX_QUESTION_HELP_LENGTH,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_QUESTIONS_PER_EVENT,
  type QuestionKind,
  type QuestionScope,
} from "../checkoutQuestionBasics.js";
import { eventsAdminMessages } from "./eventsAdmin.js";

const t = arabicSection("checkoutQuestionsEditor", messages);

export const checkoutQuestionsEditorMessages = {
  input: {
    get label() {
      return t("input.label", { max: MAX_QUESTION_LABEL_LENGTH });
    },
    get help() {
      return t("input.help", { max: MAX_QUESTION_HELP_LENGTH });
    },
    get kind() {
      return t("input.kind");
    },
    get scope() {
      return t("input.scope");
    },
    get options() {
      return t("input.options", { maxOptions: MAX_CHOICE_OPTIONS, maxLength: MAX_CHOICE_OPTION_LENGTH });
    },
    get bounds() {
      return t("input.bounds");
    },
    get holderName() {
      return t("input.holderName");
    },
    get oneHolderName() {
      return t("input.oneHolderName");
    },
    get ticketTypes() {
      return t("input.ticketTypes");
    },
    get tooMany() {
      return t("input.tooMany", { max: MAX_QUESTIONS_PER_EVENT });
    },
    get duplicateId() {
      return t("input.duplicateId");
    },
  },
  manager: {
    /**
     * The events list's button that opens the editor. The checkout's heading
     * (checkoutQuestionsForm.ts) says the same, but taken from there it
     * joins a shared chunk that moved every page's first download (+0.03 kB,
     * past the shop's budget; docs/performance.md).
     */
    get action() {
      return t("manager.action");
    },
    title: (eventTitle: string) => t("manager.title", { eventTitle }),
    get intro() {
      return t("manager.intro");
    },
    get list() {
      return t("manager.list");
    },
    get empty() {
      return t("manager.empty");
    },
    get loadFailed() {
      return t("manager.loadFailed");
    },
    get newQuestion() {
      return t("manager.newQuestion");
    },
    kinds: {
      get text() {
        return t("manager.kinds.text");
      },
      get longText() {
        return t("manager.kinds.longText");
      },
      get choice() {
        return t("manager.kinds.choice");
      },
      get yesNo() {
        return t("manager.kinds.yesNo");
      },
      get number() {
        return t("manager.kinds.number");
      },
      get date() {
        return t("manager.kinds.date");
      },
    } satisfies Record<QuestionKind, string>,
    scopes: {
      get order() {
        return t("manager.scopes.order");
      },
      get ticket() {
        return t("manager.scopes.ticket");
      },
    } satisfies Record<QuestionScope, string>,
    get required() {
      return t("manager.required");
    },
    get optional() {
      return t("manager.optional");
    },
    get holderName() {
      return t("manager.holderName");
    },
    get allTypes() {
      return t("manager.allTypes");
    },
    forTypes: (names: string) => t("manager.forTypes", { names }),
    /** A type the question names that the event no longer has. */
    get removedType() {
      return t("manager.removedType");
    },
    options: (options: string) => t("manager.options", { options }),
    /** A number's bounds as listed: "من 1 إلى 10", "من 1 فأكثر", "حتى 10". */
    bounds: (min: number | undefined, max: number | undefined) =>
      t("manager.bounds", {
        min: min ?? 0,
        max: max ?? 0,
        bounds: min !== undefined && max !== undefined ? "both" : min !== undefined ? "min" : "max",
      }),
    edit: eventsAdminMessages.actions.edit,
    get remove() {
      return t("manager.remove");
    },
    get moveUp() {
      return t("manager.moveUp");
    },
    get moveDown() {
      return t("manager.moveDown");
    },
    /** Names the question for screen readers: "حذف السؤال «الاسم الكامل»". */
    actionOn: (action: string, label: string) => t("manager.actionOn", { action, label }),
    get unsaved() {
      return t("manager.unsaved");
    },
    get save() {
      return t("manager.save");
    },
    saving: eventsAdminMessages.form.saving,
    get saved() {
      return t("manager.saved");
    },
    close: eventsAdminMessages.form.close,
    form: {
      get newTitle() {
        return t("manager.form.newTitle");
      },
      editTitle: (label: string) => t("manager.form.editTitle", { label }),
      get label() {
        return t("manager.form.label");
      },
      get help() {
        return t("manager.form.help");
      },
      get kind() {
        return t("manager.form.kind");
      },
      get required() {
        return t("manager.form.required");
      },
      get scope() {
        return t("manager.form.scope");
      },
      scopes: {
        get order() {
          return t("manager.form.scopes.order");
        },
        get ticket() {
          return t("manager.form.scopes.ticket");
        },
      } satisfies Record<QuestionScope, string>,
      ticketTypes: eventsAdminMessages.form.ticketTypes,
      get ticketTypesHint() {
        return t("manager.form.ticketTypesHint");
      },
      hiddenType: (name: string) => t("manager.form.hiddenType", { name }),
      get options() {
        return t("manager.form.options");
      },
      option: (number: number) => t("manager.form.option", { number }),
      get addOption() {
        return t("manager.form.addOption");
      },
      removeOption: (number: number) => t("manager.form.removeOption", { number }),
      get min() {
        return t("manager.form.min");
      },
      get max() {
        return t("manager.form.max");
      },
      get notANumber() {
        return t("manager.form.notANumber");
      },
      get holderName() {
        return t("manager.form.holderName");
      },
      /** Why the switch is off: another question names the holder. */
      holderNameTaken: (label: string) => t("manager.form.holderNameTaken", { label }),
      get fixErrors() {
        return t("manager.form.fixErrors");
      },
      /** The form changes the list; «حفظ الأسئلة» stores it. */
      get add() {
        return t("manager.form.add");
      },
      get update() {
        return t("manager.form.update");
      },
      cancel: eventsAdminMessages.confirmCancel.keep,
    },
  },
} as const;
