// What the /settings form holds while it is open (strings as typed, the
// switches, the logo as a data URL, the public's digits), and its check: the VAT rate typed as a
// percentage (tax.ts parseVatRate), then the very schema the function parses
// (setOrganiserSettingsInput), so the messages beside the fields are the
// ones the function would answer with.
import {
  DEFAULT_DISPLAY_SETTINGS,
  displaySettingsOf,
  formatVatRate,
  organiserSettingsMessages,
  parseVatRate,
  setOrganiserSettingsInput,
  type OrganiserSettingsDoc,
  type DigitStyle,
  type SetOrganiserSettingsInput,
} from "@bawwaba/common";

export interface SettingsDraft {
  legalName: string;
  legalNameEn: string;
  vatNumber: string;
  address: string;
  country: string;
  currency: string;
  /** A percentage as typed: "15", "٥", "2.5". */
  vatRate: string;
  invoicing: boolean;
  /** A data URL, or "" for none. */
  logo: string;
  /** The public's digits on the Arabic pages, and whether they see the Hijri date (common/src/locale.ts DisplaySettings). */
  digits: DigitStyle;
  hijri: boolean;
}

export type SettingsField = keyof SettingsDraft;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const FIELDS: readonly SettingsField[] = [
  "legalName",
  "legalNameEn",
  "vatNumber",
  "address",
  "country",
  "currency",
  "vatRate",
  "invoicing",
  "logo",
  "digits",
  "hijri",
];

/** The field a message is about ("vatNumber"), when it names one of the form's. */
export function settingsField(path: string | undefined): SettingsField | undefined {
  return FIELDS.find((field) => field === path);
}

/** The form for the stored settings, or a Saudi organiser's start before any were saved. */
export function draftFromSettings(settings: OrganiserSettingsDoc | null): SettingsDraft {
  if (!settings) {
    return {
      legalName: "",
      legalNameEn: "",
      vatNumber: "",
      address: "",
      country: "SA",
      currency: "SAR",
      vatRate: "15",
      invoicing: false,
      logo: "",
      ...DEFAULT_DISPLAY_SETTINGS,
    };
  }
  return {
    legalName: settings.legalName,
    legalNameEn: settings.legalNameEn ?? "",
    vatNumber: settings.vatNumber ?? "",
    address: settings.address,
    country: settings.country,
    currency: settings.currency,
    vatRate: formatVatRate(settings.vatRate),
    invoicing: settings.invoicing,
    logo: settings.logo ?? "",
    // Settings saved before these existed have none: the defaults.
    ...displaySettingsOf(settings),
  };
}

export type SettingsCheck = { ok: true; input: SetOrganiserSettingsInput } | { ok: false; errors: SettingsErrors };

/** The input for setOrganiserSettings, or each field's first message. */
export function checkSettingsDraft(draft: SettingsDraft): SettingsCheck {
  const errors: SettingsErrors = {};
  const vatRate = parseVatRate(draft.vatRate);
  if (vatRate === null) errors.vatRate = organiserSettingsMessages.errors.vatRate;
  // Sent as typed: the function normalizes the VAT number and drops blank optional fields, as the schema does here.
  const input: SetOrganiserSettingsInput = { ...draft, vatRate: vatRate ?? 0 } as SetOrganiserSettingsInput;
  const result = setOrganiserSettingsInput.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = settingsField(issue.path.map(String).join("."));
      if (field) errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
