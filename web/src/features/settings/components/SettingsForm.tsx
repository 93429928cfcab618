// The organiser's settings form: each field with its message beside it, the
// VAT number typed left to right, the logo chosen from a file and previewed;
// then how the public's pages show dates and numbers (the Hijri date, the digits).
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import {
  CALLABLES,
  CURRENCIES,
  DIGIT_STYLES,
  displaySettingsMessages as dm,
  eventMessages,
  ORGANISER_COUNTRIES,
  organiserSettingsMessages,
  toLatinDigits,
  type SetOrganiserSettingsInput,
} from "@bawwaba/common";
import { useState, type ReactNode } from "react";
import { CheckedForm } from "../../../components/CheckedForm";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { phoneSizedSwitch } from "../../../components/phoneSizedSwitch";
import { SelectField } from "../../../components/fields/SelectField";
import { TextInput } from "../../../components/fields/TextInput";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { callFunction } from "../../../lib/callFunction";
import { withoutErrors } from "../../../lib/fieldErrors";
import { refusedField } from "../../../lib/refusedField";
import { checkSettingsDraft, settingsField, type SettingsDraft, type SettingsErrors } from "../model/settingsDraft";
import { LogoField } from "./LogoField";

const m = organiserSettingsMessages;
type TextField = "legalName" | "legalNameEn" | "vatNumber" | "address";

export function SettingsForm({ initial }: { initial: SettingsDraft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: "success" | "error"; message: string }>();

  const change = <Field extends keyof SettingsDraft>(field: Field, value: SettingsDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The country decides the VAT number's form, and invoicing whether it is needed.
    setErrors((previous) => withoutErrors(previous, field === "country" || field === "invoicing" ? [field, "vatNumber"] : [field]));
    setOutcome(undefined);
  };

  const save = async (): Promise<boolean> => {
    const check = checkSettingsDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return false;
    setSaving(true);
    setOutcome(undefined);
    try {
      await callFunction<SetOrganiserSettingsInput, { ok: true }>(CALLABLES.setOrganiserSettings, check.input);
      setOutcome({ severity: "success", message: m.saved });
      return true;
    } catch (error) {
      const field = settingsField(refusedField(error));
      if (field) {
        setErrors({ [field]: callErrorMessage(error) });
        return false;
      }
      setOutcome({ severity: "error", message: callErrorMessage(error) });
      return true;
    } finally {
      setSaving(false);
    }
  };

  const text = (field: TextField, label: string, options: { hint?: string; required?: boolean; latin?: boolean; multiline?: boolean } = {}) => (
    <TextInput
      label={label}
      value={draft[field]}
      // Digits typed in Arabic-Indic go in as Latin ones: the VAT number as the tax authority prints it (the function stores it so).
      onChange={(event) => change(field, options.latin ? toLatinDigits(event.target.value) : event.target.value)}
      {...fieldErrorProps(errors, field, options.hint)}
      required={options.required ?? true}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      fullWidth
      // The VAT number and the English name read left to right, in an Arabic page too.
      slotProps={options.latin ? { htmlInput: { dir: "ltr", autoComplete: "off" } } : undefined}
    />
  );
  const select = (field: "country" | "currency", label: string, options: ReactNode) => (
    <SelectField label={label} value={draft[field]} onChange={(event) => change(field, event.target.value)} {...fieldErrorProps(errors, field)} required fullWidth>
      {options}
    </SelectField>
  );

  return (
    <CheckedForm onSubmit={save}>
      <Stack spacing={2}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          {text("legalName", m.fields.legalName)}
          {text("legalNameEn", m.fields.legalNameEn, { required: false, latin: true })}
          {select(
            "country",
            m.fields.country,
            ORGANISER_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {m.countries[country]}
              </option>
            )),
          )}
          {text("vatNumber", m.fields.vatNumber, { hint: m.fields.vatNumberHelp, required: draft.invoicing, latin: true })}
          <Box sx={{ gridColumn: "1 / -1" }}>{text("address", m.fields.address, { multiline: true })}</Box>
          {select(
            "currency",
            m.fields.currency,
            CURRENCIES.map(({ code }) => (
              <option key={code} value={code}>
                {`${eventMessages.currencies[code]} (${code})`}
              </option>
            )),
          )}
          <TextInput
            label={m.fields.vatRate}
            value={draft.vatRate}
            onChange={(event) => change("vatRate", event.target.value)}
            {...fieldErrorProps(errors, "vatRate", m.fields.vatRateHelp)}
            required
            fullWidth
            slotProps={{ htmlInput: { dir: "ltr", inputMode: "decimal" } }}
          />
        </Box>
        <FormControlLabel
          sx={{ m: 0 }}
          control={<Switch checked={draft.invoicing} onChange={(event) => change("invoicing", event.target.checked)} sx={phoneSizedSwitch} />}
          label={m.fields.invoicing}
        />
        <LogoField logo={draft.logo} error={errors.logo} onChange={(logo) => change("logo", logo)} />
        <Stack component="section" spacing={1.5} aria-labelledby="display-settings">
          <Typography id="display-settings" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {dm.heading}
          </Typography>
          <Box>
            <FormControlLabel
              sx={{ m: 0 }}
              control={
                <Switch
                  checked={draft.hijri}
                  onChange={(event) => change("hijri", event.target.checked)}
                  sx={phoneSizedSwitch}
                  slotProps={{ input: { "aria-describedby": "hijri-help" } }}
                  data-testid="settings-hijri"
                />
              }
              label={dm.hijri}
            />
            <Typography id="hijri-help" variant="body2" color={errors.hijri ? "error" : "text.secondary"}>
              {errors.hijri ?? dm.hijriHelp}
            </Typography>
          </Box>
          <SelectField
            label={dm.digits}
            value={draft.digits}
            onChange={(event) => change("digits", event.target.value as SettingsDraft["digits"])}
            {...fieldErrorProps(errors, "digits", dm.digitsHelp)}
            fullWidth
            htmlSelect={{ "data-testid": "settings-digits" }}
          >
            {DIGIT_STYLES.map((style) => (
              <option key={style} value={style}>
                {dm.digitStyles[style]}
              </option>
            ))}
          </SelectField>
        </Stack>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === "error" ? "alert" : "status"} data-testid="settings-outcome">
            {outcome.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: "flex-start", minHeight: 44 }}>
          {saving ? m.saving : m.save}
        </Button>
      </Stack>
    </CheckedForm>
  );
}
