// The organiser's settings: `settings/organiser`, one document the
// functions write (setOrganiserSettings, super_admin) and only a super_admin
// reads (firestore.rules). Every invoice copies the seller's part of it as it
// was when issued (invoiceSchemas.ts), so the public never reads it; new
// ticket types take its VAT rate and new events its currency. Its display
// settings (Hijri date, digits: locale.ts DisplaySettings) alone reach the
// public, copied by the functions into what the public pages receive
// (displaySettingsOf).
import "./zodSetup.js";
import { z } from "zod/mini";
import { text } from "./textSchema.js";
import { timestampSchema } from "./documents.js";
import { DEFAULT_DISPLAY_SETTINGS, DIGIT_STYLES } from "./locale.js";
import { displaySettingsMessages } from "./messages/displaySettings.js";
import { organiserSettingsMessages } from "./messages/organiserSettings.js";
import { CURRENCIES, type CurrencyCode } from "./money.js";
import { isVatRate } from "./tax.js";
import { isVatNumberOf, normalizeVatNumber } from "./vatNumber.js";

const sm = organiserSettingsMessages.errors;

/** Where an organiser may be registered: the countries of the currencies sold in, Gulf first. */
export const ORGANISER_COUNTRIES = ["SA", "AE", "BH", "OM", "QA", "KW", "JO", "IQ", "EG", "LY", "TN", "DZ", "MA"] as const;
export type OrganiserCountry = (typeof ORGANISER_COUNTRIES)[number];

/** Longest legal name: its UTF-8 bytes must fit one field of the invoice's QR code (zatcaQr.ts, 255 bytes). */
export const MAX_LEGAL_NAME_LENGTH = 120;
/** The logo travels inside the settings document and with every invoice page: a small image. */
export const MAX_LOGO_BYTES = 48 * 1024;
const LOGO_DATA_URL = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;

const currencyCodes = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

/** Whether `value` is an image data URL the settings take (PNG, JPEG or SVG, at most MAX_LOGO_BYTES). */
export function isLogoDataUrl(value: string): boolean {
  if (!LOGO_DATA_URL.test(value)) return false;
  const base64 = value.slice(value.indexOf(",") + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) <= MAX_LOGO_BYTES;
}

const settingsFields = {
  legalName: text(MAX_LEGAL_NAME_LENGTH, () => sm.legalName),
  legalNameEn: z.optional(text(MAX_LEGAL_NAME_LENGTH, () => sm.legalNameEn)),
  /** Normalized (vatNumber.ts), checked for the country's form. */
  vatNumber: z.optional(z.pipe(z.string({ error: () => sm.vatNumberOther }), z.transform(normalizeVatNumber))),
  address: text(300, () => sm.address),
  country: z.enum(ORGANISER_COUNTRIES, { error: () => sm.country }),
  currency: z.enum(currencyCodes, { error: () => sm.currency }),
  /** Basis points (tax.ts): what a new ticket type's VAT rate starts at. */
  vatRate: z.int({ error: () => sm.vatRate }).check(z.refine(isVatRate, { error: () => sm.vatRate })),
  /** Every paid order gets a simplified tax invoice (and every refund a credit note). */
  invoicing: z.boolean({ error: () => sm.vatNumberRequired }),
  logo: z.optional(z.string({ error: () => sm.logo }).check(z.refine(isLogoDataUrl, { error: () => sm.logo }))),
  /** The public's digits on the Arabic pages; absent in settings saved before it existed: Western (displaySettingsOf). */
  digits: z.optional(z.enum(DIGIT_STYLES, { error: () => displaySettingsMessages.errors.digits })),
  /** Whether the public sees the Umm al-Qura date beside the Gregorian; absent: shown. */
  hijri: z.optional(z.boolean({ error: () => displaySettingsMessages.errors.hijri })),
};

/** setOrganiserSettings's input: the whole settings (blank optional fields are absent). */
export const setOrganiserSettingsInput = z
  .object({
    ...settingsFields,
    legalNameEn: z.optional(z.pipe(z.transform((value: unknown) => (value === null || value === "" ? undefined : value)), z.optional(text(MAX_LEGAL_NAME_LENGTH, () => sm.legalNameEn)))),
    vatNumber: z.optional(
      z.pipe(
        z.transform((value: unknown) => (typeof value === "string" && normalizeVatNumber(value) !== "" ? normalizeVatNumber(value) : undefined)),
        z.optional(z.string()),
      ),
    ),
    logo: z.optional(z.pipe(z.transform((value: unknown) => (value === null || value === "" ? undefined : value)), z.optional(settingsFields.logo))),
    // Absent (a caller from before they existed): the defaults, saved as such.
    digits: z._default(z.enum(DIGIT_STYLES, { error: () => displaySettingsMessages.errors.digits }), DEFAULT_DISPLAY_SETTINGS.digits),
    hijri: z._default(z.boolean({ error: () => displaySettingsMessages.errors.hijri }), DEFAULT_DISPLAY_SETTINGS.hijri),
  })
  // The VAT number's checks, shown beside its field: its country's form, and present when invoices are issued.
  .check(
    z.refine((settings) => settings.vatNumber === undefined || isVatNumberOf(settings.country, settings.vatNumber), {
      path: ["vatNumber"],
      error: (issue) => ((issue.input as { country?: string }).country === "SA" ? sm.vatNumberSaudi : sm.vatNumberOther),
    }),
    z.refine((settings) => !settings.invoicing || settings.vatNumber !== undefined, { path: ["vatNumber"], error: () => sm.vatNumberRequired }),
  );
export type SetOrganiserSettingsInput = z.input<typeof setOrganiserSettingsInput>;

/** `settings/organiser` as stored. */
export const organiserSettingsSchema = z.object({
  ...settingsFields,
  updatedAt: timestampSchema,
  updatedBy: z.string(),
});
export type OrganiserSettingsDoc = z.infer<typeof organiserSettingsSchema>;

/** The id of the organiser's settings document in COLLECTIONS.settings. */
export const ORGANISER_SETTINGS_ID = "organiser";
