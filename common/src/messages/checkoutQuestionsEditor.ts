// The organiser's questions (common/src/checkoutQuestionSchemas.ts): why a
// question's definition is refused, and the words of the event's questions
// editor (web/src/features/events/questions). The functions answer with
// `input`; the editor shows those beside its fields. `manager` is the
// editor's own words. One object: every page that loads one of these words
// (the events list shows `manager.action`) loads them all, about 1.4 kB gzip.
import { catalog } from "./compiled/ar/checkoutQuestionsEditor.js";
import { section } from "./i18n.js";
import {
  MAX_CHOICE_OPTIONS,
  MAX_CHOICE_OPTION_LENGTH,
  MAX_QUESTION_HELP_LENGTH,
  MAX_QUESTION_LABEL_LENGTH,
  MAX_QUESTIONS_PER_EVENT,
} from "../checkoutQuestionBasics.js";
import { eventsAdminMessages } from "./eventsAdmin.js";

export const checkoutQuestionsEditorMessages = section("checkoutQuestionsEditor", catalog, (t) => ({
  input: {
    get label() {
      return t("input.label", { max: MAX_QUESTION_LABEL_LENGTH });
    },
    get help() {
      return t("input.help", { max: MAX_QUESTION_HELP_LENGTH });
    },
    get options() {
      return t("input.options", { maxOptions: MAX_CHOICE_OPTIONS, maxLength: MAX_CHOICE_OPTION_LENGTH });
    },
    get tooMany() {
      return t("input.tooMany", { max: MAX_QUESTIONS_PER_EVENT });
    },
  },
  manager: {
    /** A number's bounds as listed: "من 1 إلى 10", "من 1 فأكثر", "حتى 10". */
    bounds: (min: number | undefined, max: number | undefined) =>
      t("manager.bounds", {
        min: min ?? 0,
        max: max ?? 0,
        bounds: min !== undefined && max !== undefined ? "both" : min !== undefined ? "min" : "max",
      }),
    get edit() {
      return eventsAdminMessages.actions.edit;
    },
    get saving() {
      return eventsAdminMessages.form.saving;
    },
    get close() {
      return eventsAdminMessages.form.close;
    },
    form: {
      get ticketTypes() {
        return eventsAdminMessages.form.ticketTypes;
      },
      get cancel() {
        return eventsAdminMessages.confirmCancel.keep;
      },
    },
  },
}));
