// A phone number in any country: a native select of countries (the phone's
// own picker; names in the page's language, the calling code left to right:
// "السعودية ‎+966", "Saudi Arabia +966")
// beside the number, typed left to right in local or international form. The
// row follows the page, right to left: the country first (on the right), then
// the number. The label names the number; the helper text or the error sits
// under the row, describing both. Both are 56 px high (MUI's outlined fields),
// over the 44 px a finger needs.
//
// Self-contained and controlled: the parent keeps `country` and `number` and
// checks them (normalizePhone(number, country) from lib/phoneNumbers, which
// gives the E.164 form). The country list comes from the phone library, which
// this field loads when first drawn (lib/phoneNumbers.ts); until then the
// picker holds the chosen country alone.
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import { intlLocale, phoneFieldMessages, type PhoneCountry } from "@bawwaba/common";
import { useId, type ReactNode } from "react";
import { usePhoneNumbers, type PhoneNumbers } from "../../lib/phoneNumbers";
import { SelectField } from "./SelectField";
import { TextInput } from "./TextInput";

export interface PhoneFieldProps {
  /** The country a number typed without its calling code belongs to (ISO 3166, "SA"); start with DEFAULT_PHONE_COUNTRY. */
  country: PhoneCountry;
  /** The number as typed: local ("055 123 4567") or international ("+966…", "00966…"), any digits. */
  number: string;
  onCountryChange: (country: PhoneCountry) => void;
  onNumberChange: (number: string) => void;
  /** When the number loses focus: the moment to check it. */
  onBlur?: () => void;
  /** The number's label. */
  label: string;
  /** Shown under the field in red instead of the helper text; marks the number invalid (the first problem a refused submit focuses). */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The number's autocomplete: the device owner's own number by default; "off" when staff type someone else's. */
  autoComplete?: "tel-national" | "off";
  /** On the number input; the country select gets `${data-testid}-country`. */
  "data-testid"?: string;
}

interface CountryOption {
  country: PhoneCountry;
  label: string;
}

function regionNames(): Intl.DisplayNames | undefined {
  // Every browser the app supports has it (2021); a name falls back to its code otherwise.
  return typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([intlLocale()], { type: "region", style: "short" }) : undefined;
}

function countryName(names: Intl.DisplayNames | undefined, country: PhoneCountry): string {
  return phoneFieldMessages.shortNames[country] ?? names?.of(country) ?? country;
}

/** "السعودية ‎+966": the mark keeps "+966" left to right after Arabic text. */
function optionLabel(name: string, callingCode?: string): string {
  return callingCode ? `${name} \u200e+${callingCode}` : name;
}

/** The lists made so far, by Intl locale (245 names each, made once). */
const sortedOptions = new Map<string, CountryOption[]>();

/** Every country, in the order of its name in the page's language. */
function countryOptions(phoneNumbers: PhoneNumbers): CountryOption[] {
  const locale = intlLocale();
  let options = sortedOptions.get(locale);
  if (!options) {
    const names = regionNames();
    const collator = new Intl.Collator(locale);
    options = phoneNumbers
      .phoneCountries()
      .map(({ country, callingCode }) => ({ country, name: countryName(names, country), callingCode }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ country, name, callingCode }) => ({ country, label: optionLabel(name, callingCode) }));
    sortedOptions.set(locale, options);
  }
  return options;
}

export function PhoneField({
  country,
  number,
  onCountryChange,
  onNumberChange,
  onBlur,
  label,
  error,
  helperText,
  required = false,
  autoFocus = false,
  disabled = false,
  autoComplete = "tel-national",
  "data-testid": testId,
}: PhoneFieldProps) {
  const helperId = useId();
  const phoneNumbers = usePhoneNumbers();
  const options = phoneNumbers ? countryOptions(phoneNumbers) : [{ country, label: optionLabel(countryName(regionNames(), country)) }];
  const message = error ?? helperText;
  const describedBy = message ? helperId : undefined;

  return (
    <Box>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <SelectField
          label={phoneFieldMessages.country}
          value={country}
          onChange={(change) => {
            const chosen = options.find((option) => option.country === change.target.value);
            if (chosen) onCountryChange(chosen.country);
          }}
          disabled={disabled}
          // Wide enough for "السعودية ‎+966" on a 360 px phone, leaving the number room for 12 digits.
          sx={{ flex: "0 0 auto", width: "clamp(10rem, 45%, 14rem)" }}
          htmlSelect={{ "aria-describedby": describedBy, ...(testId && { "data-testid": `${testId}-country` }) }}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextInput
          label={label}
          value={number}
          onChange={(change) => onNumberChange(change.target.value)}
          onBlur={onBlur}
          error={error !== undefined}
          required={required}
          autoFocus={autoFocus}
          disabled={disabled}
          autoComplete={autoComplete}
          type="tel"
          sx={{ flex: 1, minWidth: 0 }}
          // Digits, "+" and spaces read left to right even in an RTL page.
          slotProps={{ htmlInput: { dir: "ltr", inputMode: "tel", "aria-describedby": describedBy, ...(testId && { "data-testid": testId }) } }}
        />
      </Box>
      {message && (
        <FormHelperText id={helperId} error={error !== undefined} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
