// The new-code form: the code, what it does, to which types, how many uses,
// and the optional limits and validity window (typed in the event's time
// zone). In batch mode the same terms for a number of single-use codes with
// an optional prefix instead of the code and its uses; their CSV downloads
// as soon as they exist. Checked before sending (promoCodeDraft.ts); the
// function's refusals (a code the event already has…) show above the buttons.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { GENERATED_PROMO_CODE_RANDOM_LENGTH, MAX_GENERATED_PROMO_CODES, MAX_PROMO_CODE_PREFIX_LENGTH, promoCodeMessages } from "@bawwaba/common";
import { useId, useState, type ReactNode } from "react";
import { CheckedForm } from "../../../../components/CheckedForm";
import { fieldErrorProps } from "../../../../components/fieldErrorProps";
import { TextInput } from "../../../../components/fields/TextInput";
import { WallClockField } from "../../../../components/fields/WallClockField";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { callErrorMessage } from "../../../../lib/callErrorMessage";
import { withoutErrors } from "../../../../lib/fieldErrors";
import { useEventCommand } from "../../hooks/useEventCommand";
import { zonedPreview } from "../../model/zonedPreview";
import { createPromoCode, generatePromoCodes } from "../api";
import { generatedBatch } from "../model/promoCodeBatches";
import {
  newPromoCodeDraft,
  PROMO_KINDS,
  validatePromoCodeBatchDraft,
  validatePromoCodeDraft,
  type PromoCodeDraft,
  type PromoCodeErrors,
  type PromoCodeFormMode,
  type PromoKind,
} from "../model/promoCodeDraft";
import { downloadBatchCsv } from "./downloadBatchCsv";

const m = promoCodeMessages.manager;
const labels = m.form;

const isPromoKind = (value: string): value is PromoKind => PROMO_KINDS.some((kind) => kind === value);

interface PromoCodeFormProps {
  event: ManagedEvent;
  /** One code, or a batch of single-use codes. */
  mode: PromoCodeFormMode;
  /** After the function created the code (or the batch, whose file has downloaded), with the message to show. */
  onCreated: (message: string) => void;
  onCancel: () => void;
}

export function PromoCodeForm({ event, mode, onCreated, onCancel }: PromoCodeFormProps) {
  const [draft, setDraft] = useState(newPromoCodeDraft);
  const [errors, setErrors] = useState<PromoCodeErrors>({});
  const { busy, feedback, run } = useEventCommand(callErrorMessage);
  const kindLabelId = useId();
  const typesHelpId = useId();

  const set = <Field extends keyof PromoCodeDraft>(field: Field, value: PromoCodeDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The kind decides what the value means and whether a hidden type is needed.
    setErrors((previous) => withoutErrors(previous, field === "kind" ? ["value", "priceFloor", "ticketTypeIds"] : [field]));
  };

  async function submit(): Promise<boolean> {
    if (mode === "batch") return submitBatch();
    const result = validatePromoCodeDraft(draft, event);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return false;
    const message = m.created(result.input.code);
    const created = await run(() => createPromoCode(result.input), message);
    if (created) onCreated(message);
    return created;
  }

  async function submitBatch(): Promise<boolean> {
    const result = validatePromoCodeBatchDraft(draft, event);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return false;
    const { input } = result;
    const message = m.batch.generated(input.count);
    const created = await run(async () => {
      const generated = await generatePromoCodes(input);
      // The list shows the batch from the live query; its codes are only handed out from the file.
      downloadBatchCsv(generatedBatch(input, generated, Date.now()), event);
    }, message);
    if (created) onCreated(message);
    return created;
  }

  /** A field of the draft, its message beside it (or `hint`); every typed field of the form is one. */
  const input = (
    field: "value" | "maxUses" | "perOrderLimit" | "priceFloor" | "count" | "code" | "prefix",
    label: string,
    {
      hint,
      required = false,
      autoFocus = false,
      htmlInput,
    }: { hint?: string; required?: boolean; autoFocus?: boolean; htmlInput?: Record<string, unknown> } = {},
  ) => (
    <TextInput
      label={label}
      value={draft[field]}
      onChange={(change) => set(field, change.target.value)}
      {...fieldErrorProps(errors, field, hint)}
      required={required}
      fullWidth
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{ htmlInput }}
    />
  );
  const text = (
    field: "value" | "maxUses" | "perOrderLimit" | "priceFloor" | "count",
    label: string,
    { inputMode, ...options }: { inputMode?: "decimal" | "numeric"; hint?: string; required?: boolean; autoFocus?: boolean } = {},
  ) => input(field, label, { ...options, htmlInput: { inputMode } });
  /** A code or a prefix: typed as buyers type codes, left to right; the form opens when asked for, so typing starts at once. */
  const codeText = (field: "code" | "prefix", label: string, hint: string, { required }: { required: boolean }) =>
    input(field, label, { hint, required, autoFocus: field === "code", htmlInput: { dir: "ltr", autoCapitalize: "characters", spellCheck: false } });
  const dateTime = (field: "validFrom" | "validUntil", label: string) => (
    <WallClockField
      kind="dateTime"
      label={label}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      {...fieldErrorProps(errors, field, zonedPreview(draft[field], event.timeZone))}
    />
  );
  const fullRow = (child: ReactNode) => <Box sx={{ gridColumn: "1 / -1" }}>{child}</Box>;
  const toggleType = (id: string, chosen: boolean) =>
    set("ticketTypeIds", chosen ? [...draft.ticketTypeIds, id] : draft.ticketTypeIds.filter((other) => other !== id));
  const typesMessage = errors.ticketTypeIds;

  return (
    <CheckedForm onSubmit={submit}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {mode === "single" && fullRow(codeText("code", labels.code, labels.codeHint, { required: true }))}
        {mode === "batch" && (
          <>
            {text("count", labels.count, {
              inputMode: "numeric",
              hint: labels.countHint(MAX_GENERATED_PROMO_CODES),
              required: true,
              // The form opens when asked for: typing starts at once.
              autoFocus: true,
            })}
            {codeText("prefix", labels.prefix, labels.prefixHint(MAX_PROMO_CODE_PREFIX_LENGTH, GENERATED_PROMO_CODE_RANDOM_LENGTH), {
              required: false,
            })}
          </>
        )}

        {fullRow(
          <FormControl component="fieldset">
            <FormLabel component="legend" id={kindLabelId}>
              {labels.kind}
            </FormLabel>
            <RadioGroup
              aria-labelledby={kindLabelId}
              name="promo-kind"
              value={draft.kind}
              onChange={(change) => {
                if (isPromoKind(change.target.value)) set("kind", change.target.value);
              }}
            >
              {PROMO_KINDS.map((kind) => (
                <FormControlLabel key={kind} value={kind} control={<Radio />} label={labels.kinds[kind]} />
              ))}
            </RadioGroup>
          </FormControl>,
        )}

        {draft.kind === "percent" && text("value", labels.percent, { inputMode: "numeric", required: true })}
        {draft.kind === "amount" && text("value", labels.amount(event.currency), { inputMode: "decimal", required: true })}
        {draft.kind !== "none" && text("priceFloor", labels.priceFloor(event.currency), { inputMode: "decimal" })}

        {fullRow(
          <FormControl component="fieldset" error={typesMessage !== undefined} aria-describedby={typesHelpId}>
            <FormLabel component="legend">{labels.ticketTypes}</FormLabel>
            <FormGroup>
              {event.ticketTypes.map((type) => (
                <FormControlLabel
                  key={type.id}
                  control={
                    <Checkbox
                      checked={draft.ticketTypeIds.includes(type.id)}
                      onChange={(change) => toggleType(type.id, change.target.checked)}
                    />
                  }
                  label={type.hidden ? labels.hiddenType(type.name) : type.name}
                />
              ))}
            </FormGroup>
            <FormHelperText
              id={typesHelpId}
              // A message without an input of its own: the refused submit focuses it (focusFirstProblem).
              {...(typesMessage !== undefined && { tabIndex: -1, "data-problem": "true" })}
            >
              {typesMessage ?? labels.ticketTypesHint}
            </FormHelperText>
          </FormControl>,
        )}

        {mode === "single" && text("maxUses", labels.maxUses, { inputMode: "numeric", hint: labels.maxUsesHint, required: true })}
        {text("perOrderLimit", labels.perOrderLimit, { inputMode: "numeric" })}

        {fullRow(
          <Typography variant="body2" color="text.secondary" sx={{ mb: -1 }}>
            {labels.validity}
          </Typography>,
        )}
        {dateTime("validFrom", labels.validFrom)}
        {dateTime("validUntil", labels.validUntil)}
      </Box>

      <Stack spacing={2} sx={{ mt: 2 }}>
        {Object.keys(errors).length > 0 && (
          <Alert severity="error">{mode === "batch" ? labels.fixErrorsBatch : labels.fixErrors}</Alert>
        )}
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        {feedback?.severity === "error" && (
          <Alert severity="error" role="alert" tabIndex={-1} data-problem="true">
            {feedback.message}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={onCancel}>{labels.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {mode === "batch" ? (busy ? labels.generating : labels.generate) : busy ? labels.creating : labels.create}
          </Button>
        </Stack>
      </Stack>
    </CheckedForm>
  );
}
