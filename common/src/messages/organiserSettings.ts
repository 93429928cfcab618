// The organiser's settings page (/settings) and the function that saves them
// (common/src/organiserSettings.ts): its words and why a field is refused.
import { messages } from "./compiled/ar/organiserSettings.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("organiserSettings", messages);
export const organiserSettingsMessages = {
  get title() {
    return t("title");
  },
  get intro() {
    return t("intro");
  },
  fields: {
    get legalName() {
      return t("fields.legalName");
    },
    get legalNameEn() {
      return t("fields.legalNameEn");
    },
    get vatNumber() {
      return t("fields.vatNumber");
    },
    get vatNumberHelp() {
      return t("fields.vatNumberHelp");
    },
    get address() {
      return t("fields.address");
    },
    get country() {
      return t("fields.country");
    },
    get currency() {
      return t("fields.currency");
    },
    get vatRate() {
      return t("fields.vatRate");
    },
    get vatRateHelp() {
      return t("fields.vatRateHelp");
    },
    get invoicing() {
      return t("fields.invoicing");
    },
    get logo() {
      return t("fields.logo");
    },
    get chooseLogo() {
      return t("fields.chooseLogo");
    },
    get removeLogo() {
      return t("fields.removeLogo");
    },
  },
  countries: {
    get SA() {
      return t("countries.SA");
    },
    get AE() {
      return t("countries.AE");
    },
    get BH() {
      return t("countries.BH");
    },
    get OM() {
      return t("countries.OM");
    },
    get QA() {
      return t("countries.QA");
    },
    get KW() {
      return t("countries.KW");
    },
    get JO() {
      return t("countries.JO");
    },
    get IQ() {
      return t("countries.IQ");
    },
    get EG() {
      return t("countries.EG");
    },
    get LY() {
      return t("countries.LY");
    },
    get TN() {
      return t("countries.TN");
    },
    get DZ() {
      return t("countries.DZ");
    },
    get MA() {
      return t("countries.MA");
    },
  },
  get save() {
    return t("save");
  },
  get saving() {
    return t("saving");
  },
  get saved() {
    return t("saved");
  },
  get notSetYet() {
    return t("notSetYet");
  },
  get logoPreview() {
    return t("logoPreview");
  },
  get loadFailed() {
    return t("loadFailed");
  },
  errors: {
    get legalName() {
      return t("errors.legalName");
    },
    get legalNameEn() {
      return t("errors.legalNameEn");
    },
    get address() {
      return t("errors.address");
    },
    get country() {
      return t("errors.country");
    },
    get currency() {
      return t("errors.currency");
    },
    get vatRate() {
      return t("errors.vatRate");
    },
    get vatNumberSaudi() {
      return t("errors.vatNumberSaudi");
    },
    get vatNumberOther() {
      return t("errors.vatNumberOther");
    },
    get vatNumberRequired() {
      return t("errors.vatNumberRequired");
    },
    get logo() {
      return t("errors.logo");
    },
  },
} as const;
